/**
 * scrypt password hashes (r=8, p=1), stored as `scrypt$salt$hash` (N=2^14) or `scrypt:<log2 N>$salt$hash`, in
 * base64. A hash says its own cost, so PASSWORD_HASH_COST can change (a test run lowers it; a stronger machine
 * may raise it) and every stored password still verifies.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: { N: number; maxmem: number }) => Promise<Buffer>;

export const DEFAULT_HASH_COST = 14;
const MIN_HASH_COST = 10;
const MAX_HASH_COST = 20;

/** log2 of scrypt's N for new hashes: PASSWORD_HASH_COST when set to 10..20, else 14 (N=16384). */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  const cost = Number(env.PASSWORD_HASH_COST);
  return Number.isInteger(cost) && cost >= MIN_HASH_COST && cost <= MAX_HASH_COST ? cost : DEFAULT_HASH_COST;
}

/**
 * Hashes running at once, at most one per core. Each holds 128 * N * r bytes while it runs (16 MiB at 2^14), and
 * libuv's four threads would run four at once: on two cores that is twice the memory (a sign-in rush measured
 * +48 MB of peak RSS) for no more hashes a second. The rest wait their turn.
 */
const MAX_AT_ONCE = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_AT_ONCE) running++;
  else await new Promise<void>((resume) => waiting.push(resume));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const deriveAt = (password: string, salt: Buffer, cost: number) =>
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small above 2^15.
  oneOfFew(() => derive(password, salt, 32, { N: 2 ** cost, maxmem: 256 * 2 ** cost * 8 }));

export async function hashPassword(password: string, cost = hashCost()) {
  const salt = randomBytes(16);
  const hash = await deriveAt(password, salt, cost);
  const scheme = cost === DEFAULT_HASH_COST ? 'scrypt' : `scrypt:${cost}`;
  return `${scheme}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** The cost a stored scheme names, or undefined for anything that is not one of ours. */
function storedCost(scheme: string): number | undefined {
  if (scheme === 'scrypt') return DEFAULT_HASH_COST;
  const cost = Number(/^scrypt:(\d+)$/.exec(scheme)?.[1]);
  return cost >= MIN_HASH_COST && cost <= MAX_HASH_COST ? cost : undefined;
}

export async function verifyPassword(password: string, stored: string | null | undefined) {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  const cost = storedCost(scheme);
  // Hash anyway when there is no stored password, so timing does not reveal which logins exist.
  const expected = cost !== undefined ? Buffer.from(hash ?? '', 'base64') : Buffer.alloc(32);
  const actual = await deriveAt(password, cost !== undefined ? Buffer.from(salt ?? '', 'base64') : Buffer.alloc(16), cost ?? hashCost());
  return cost !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A readable random password: letters and digits plus 4 digits and 2 symbols (000 §5.3). */
export function generatePassword() {
  const letters = randomBytes(9).toString('base64').replace(/[^A-Za-z]/g, '').slice(0, 6).padEnd(6, 'x');
  const digits = Array.from(randomBytes(4), (b) => String(b % 10)).join('');
  const symbols = Array.from(randomBytes(2), (b) => '!#%+-='[b % 6]).join('');
  return `${letters}${digits}${symbols}`;
}
