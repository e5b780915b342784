/**
 * Encryption of a backup file: AES-256-GCM under a key derived by scrypt from a secret (the server's backup key,
 * or a passphrase given at download and asked at upload) and a salt of the file's own. Layout: MAGIC, version,
 * salt (16), IV (12), ciphertext, tag (16); the header is authenticated with the content.
 */
import { type DecipherGCM, createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { Transform } from 'node:stream';
import { AppError } from '../errors';

const MAGIC = Buffer.from('ACBK');
const VERSION = 1;
const SALT = 16;
const IV = 12;
const TAG = 16;
const HEADER = MAGIC.length + 1 + SALT + IV;

export const invalidBackup = (reason: string) => new AppError('invalid_backup_image', { _: reason });

function keyOf(secret: string, salt: Buffer) {
  return scryptSync(secret, salt, 32, { N: 16384, r: 8, p: 1 });
}

export function encryptStream(secret: string): Transform {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const header = Buffer.concat([MAGIC, Buffer.of(VERSION), salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, salt), iv);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) this.push(header);
      started = true;
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** The plaintext; a foreign file, a wrong secret or any changed byte fails (the tag is checked at the end). */
export function decryptStream(secret: string): Transform {
  let head = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  /** The last TAG bytes seen: the tag, once the input ends. */
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!decipher) {
        head = Buffer.concat([head, chunk]);
        if (head.length < HEADER) return done();
        if (!head.subarray(0, MAGIC.length).equals(MAGIC) || head[MAGIC.length] !== VERSION) return done(invalidBackup('not a backup file'));
        const salt = head.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT);
        const iv = head.subarray(HEADER - IV, HEADER);
        decipher = createDecipheriv('aes-256-gcm', keyOf(secret, salt), iv);
        decipher.setAAD(head.subarray(0, HEADER));
        chunk = head.subarray(HEADER);
      }
      const data = Buffer.concat([tail, chunk]);
      tail = data.subarray(Math.max(0, data.length - TAG));
      done(null, decipher.update(data.subarray(0, data.length - tail.length)));
    },
    flush(done) {
      if (!decipher || tail.length < TAG) return done(invalidBackup('truncated'));
      decipher.setAuthTag(tail);
      try {
        done(null, decipher.final());
      } catch {
        done(invalidBackup('wrong key or changed content'));
      }
    },
  });
}
