/**
 * The public guest page's answer (GET /guest-access/{keyId}, no sign-in): the pass's state, period,
 * passes left, the granter's message and, while valid, the QR code as a PNG data URL. Unknown, malformed,
 * revoked and deactivated keys are all `guest_access_invalid`: a visitor learns nothing about other keys.
 */
import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import { passState, passesLeft } from './pass-state';

const KEY_ID = /^[A-Za-z0-9_-]{22}$/;

export async function publicKeyAnswer(db: Kysely<any>, keyId: string, now = Date.now()) {
  if (!KEY_ID.test(keyId)) throw new AppError('guest_access_invalid');
  const row = await db
    .selectFrom('guest_passes as g')
    .innerJoin('identifiers as i', 'i.id', 'g.identifier_id')
    .select(['g.key_message', 'i.value', 'i.is_active', 'i.revoked', 'i.period_restrict_from', 'i.period_restrict_to', 'i.passes_restrict_count', 'i.passes_used'])
    .where('g.key_id', '=', keyId)
    .executeTakeFirst();
  if (!row || !Number(row.is_active) || Number(row.revoked)) throw new AppError('guest_access_invalid');
  const facts = {
    period_restrict_from: row.period_restrict_from as string | null,
    period_restrict_to: row.period_restrict_to as string | null,
    passes_restrict_count: row.passes_restrict_count === null ? null : Number(row.passes_restrict_count),
    passes_used: Number(row.passes_used ?? 0),
  };
  const state = passState(facts, now);
  return {
    state,
    valid_from: facts.period_restrict_from,
    valid_to: facts.period_restrict_to,
    passes_left: passesLeft(facts),
    message: String(row.key_message),
    qr: state === 'valid' ? await (await import('qrcode')).default.toDataURL(String(row.value), { errorCorrectionLevel: 'M', margin: 2, width: 256 }) : null,
  };
}
