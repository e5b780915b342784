/**
 * One-time tokens and codes of the account flows (table account_tokens). Only SHA-256 hashes are stored;
 * a token is single use (spent atomically), expires, and a code allows MAX_CODE_ATTEMPTS tries (taken atomically).
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

export type TokenKind = 'registration_confirm' | 'self_registration' | 'invitation' | 'password_reset';

export const MAX_CODE_ATTEMPTS = 5;
const FORGET_AFTER_MS = 7 * 24 * 3600 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 256 random bits, URL-safe: the token names the flow in a link or a page path. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Six digits; a resent code is never the one it replaces (whose hash is `replacing`), so the old one stops working. */
export function newCode(replacing?: string | null) {
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!replacing || sha256(code) !== replacing) return code;
  }
}

export interface OpenToken {
  id: string;
  userId: number | null;
  payload: Record<string, unknown>;
  codeHash: string | null;
  attempts: number;
  expiresAt: number;
  resendAt: number | null;
}

export interface IssueOptions {
  kind: TokenKind;
  ttlMs: number;
  userId?: number;
  payload?: Record<string, unknown>;
  code?: string;
  resendAt?: number;
}

/** Stores a new token; an older open token of the same kind for the same user is spent (one link works). */
export async function issueToken(db: Kysely<any>, options: IssueOptions) {
  const token = newToken();
  const now = Date.now();
  // Housekeeping in passing: tokens a week past their expiry can no longer be told from unknown ones.
  await db.deleteFrom('account_tokens').where('expires_at', '<', now - FORGET_AFTER_MS).execute();
  if (options.userId !== undefined) {
    await db.updateTable('account_tokens').set({ used_at: new Date(now).toISOString() })
      .where('user_id', '=', options.userId).where('kind', '=', options.kind).where('used_at', 'is', null).execute();
  }
  const id = randomUUID();
  await db.insertInto('account_tokens').values({
    id,
    kind: options.kind,
    token_hash: sha256(token),
    code_hash: options.code ? sha256(options.code) : null,
    user_id: options.userId ?? null,
    payload: JSON.stringify(options.payload ?? {}),
    attempts: 0,
    expires_at: now + options.ttlMs,
    resend_at: options.resendAt ?? null,
    used_at: null,
    created_at: new Date(now).toISOString(),
  }).execute();
  return { id, token };
}

/** The unspent, unexpired token of this kind, or undefined (unknown, used, expired and spent look alike). */
export async function findOpenToken(db: Kysely<any>, kind: TokenKind, token: unknown): Promise<OpenToken | undefined> {
  if (typeof token !== 'string' || token.length < 10 || token.length > 200) return undefined;
  const row = await db.selectFrom('account_tokens').selectAll()
    .where('token_hash', '=', sha256(token)).where('kind', '=', kind).where('used_at', 'is', null).executeTakeFirst();
  if (!row || Number(row.expires_at) < Date.now() || Number(row.attempts) >= MAX_CODE_ATTEMPTS) return undefined;
  return {
    id: row.id,
    userId: row.user_id === null ? null : Number(row.user_id),
    payload: JSON.parse(row.payload),
    codeHash: row.code_hash,
    attempts: Number(row.attempts),
    expiresAt: Number(row.expires_at),
    resendAt: row.resend_at === null ? null : Number(row.resend_at),
  };
}

/** Marks the token used; false when another request spent it first (the caller refuses). */
export async function spendToken(db: Kysely<any>, id: string) {
  const result = await db.updateTable('account_tokens').set({ used_at: new Date().toISOString() })
    .where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes one of the code's MAX_CODE_ATTEMPTS tries, before the code is compared, in one conditional
 * update: parallel tries each take their own and none is left once all are taken (a read-then-count
 * let 19 parallel guesses all be compared). False when no try is left or the token is spent.
 */
export async function takeCodeAttempt(db: Kysely<any>, id: string) {
  const result = await db.updateTable('account_tokens').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id).where('used_at', 'is', null).where('attempts', '<', MAX_CODE_ATTEMPTS).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceCode(db: Kysely<any>, id: string, code: string, expiresAt: number, resendAt: number) {
  await db.updateTable('account_tokens').set({ code_hash: sha256(code), attempts: 0, expires_at: expiresAt, resend_at: resendAt })
    .where('id', '=', id).execute();
}

export async function deleteToken(db: Kysely<any>, id: string) {
  await db.deleteFrom('account_tokens').where('id', '=', id).execute();
}
