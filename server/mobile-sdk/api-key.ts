/**
 * The mobile SDK's API key (000 §3.13 mobile_sdk_settings): 32 random bytes made on demand, answered once, stored
 * as its SHA-256 hash only (a key is long and random: a plain hash is enough, and a leaked database gives no key).
 *
 * @example if (!(await mobileSdkKeyMatches(db, request.headers['x-api-key']))) throw new AppError('invalid_token');
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { readSection } from '../settings/project-settings';

const hashOf = (key: string) => `sha256:${createHash('sha256').update(key).digest('hex')}`;

/** A new key and what the section stores of it. */
export function newMobileSdkKey() {
  const key = randomBytes(32).toString('base64url');
  return { key, stored: hashOf(key) };
}

/** Whether the mobile SDK is on and `key` is its current key (compared in constant time). */
export async function mobileSdkKeyMatches(db: Kysely<any>, key: unknown): Promise<boolean> {
  const sdk = await readSection(db, 'mobile_sdk');
  if (!sdk.is_enabled || !sdk.api_key || typeof key !== 'string' || !key) return false;
  const [sent, stored] = [Buffer.from(hashOf(key)), Buffer.from(sdk.api_key)];
  return sent.length === stored.length && timingSafeEqual(sent, stored);
}
