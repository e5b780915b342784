/**
 * What a spent refresh token answers again within the grace window (two tabs refreshing at once, a retry
 * after a lost answer): the same successor pair. The pair is sealed (AES-256-GCM) with a key derived from
 * the spent refresh token itself, which the database keeps only as a SHA-256 hash: whoever reads the
 * database cannot open the box, and whoever holds the spent token could have refreshed with it anyway.
 * No server secret is needed, so every server process sharing one PostgreSQL answers alike.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * 20 s: parallel tabs race within milliseconds, a client retrying a lost answer within seconds. Longer
 * would widen what a stolen, already spent token still obtains; after it, reuse revokes the family.
 */
export const REFRESH_GRACE_MS = 20_000;

export interface TokenPair {
  token: string;
  refresh: string;
}

const keyOf = (refresh: string, sessionId: string) =>
  Buffer.from(hkdfSync('sha256', refresh, sessionId, 'console refresh successor v1', 32));

export function sealSuccessor(refresh: string, sessionId: string, pair: TokenPair) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refresh, sessionId), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ token: pair.token, refresh: pair.refresh }), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The sealed pair, or undefined when the box is not this token's (or damaged). */
export function openSuccessor(refresh: string, sessionId: string, sealed: string): TokenPair | undefined {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refresh, sessionId), iv);
    decipher.setAuthTag(tag);
    const pair = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
    return typeof pair?.token === 'string' && typeof pair?.refresh === 'string' ? pair : undefined;
  } catch {
    return undefined;
  }
}
