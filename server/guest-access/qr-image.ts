/** GET /identifiers/{id}/qr (001 §7 "Identifiers … qr"): the PNG of a QR identifier's value, for callers who may view it. */
import type { Kysely } from 'kysely';
import { identifier } from '../../schemas/identifier';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { MAX_ID } from '../db/columns';
import { AppError } from '../errors';

export async function qrPng(db: Kysely<any>, actor: Actor, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new AppError('not_found');
  const row = await db.selectFrom('identifiers').select(['type', 'value']).where('id', '=', id).where(accessFilter(identifier, actor, 'view')).executeTakeFirst();
  // A guest may also see the QR of a pass they granted, though identifiers are not theirs to view.
  const own = row ?? (await db.selectFrom('identifiers as i').innerJoin('guest_passes as g', 'g.identifier_id', 'i.id').select(['i.type', 'i.value']).where('i.id', '=', id).where('g.created_by', '=', actor.id ?? -1).executeTakeFirst());
  if (!own || own.type !== 'qr') throw new AppError('not_found');
  // Loaded on the first QR image, not at start.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(String(own.value), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 256 });
}
