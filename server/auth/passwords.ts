/** scrypt password hashes (N=16384, r=8, p=1), stored as scrypt$salt$hash in base64. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined) {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  // Hash anyway when there is no stored password, so timing does not reveal which logins exist.
  const expected = scheme === 'scrypt' ? Buffer.from(hash, 'base64') : Buffer.alloc(32);
  const actual = await derive(password, scheme === 'scrypt' ? Buffer.from(salt, 'base64') : Buffer.alloc(16), 32);
  return scheme === 'scrypt' && timingSafeEqual(expected, actual);
}

/** A readable random password: letters and digits plus 4 digits and 2 symbols (000 §5.3). */
export function generatePassword() {
  const letters = randomBytes(9).toString('base64').replace(/[^A-Za-z]/g, '').slice(0, 6).padEnd(6, 'x');
  const digits = Array.from(randomBytes(4), (b) => String(b % 10)).join('');
  const symbols = Array.from(randomBytes(2), (b) => '!#%+-='[b % 6]).join('');
  return `${letters}${digits}${symbols}`;
}
