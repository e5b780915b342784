/**
 * The access decision a device asks for (remote identifier validation): the identifier presented, by its
 * type and number, at this device, now. The same engine as POST /access-decision, as the system (the
 * device is asking, not a user). A granted pass of a counted identifier uses one pass, in a conditional
 * update, so parallel presentations never use more passes than it has.
 */
import type { Kysely } from 'kysely';
import { normalize } from '../../schemas/normalizers';
import type { IdentifierType } from '../../schemas/identifier';
import { couldPassHere, decide } from './decide';
import { decisionContext, identifierGroups, identifiersById } from './load';
import type { Decision } from './types';

export interface DeviceDecision extends Decision {
  identifier_id: number;
  user_id: number | null;
  /** False when nothing could let the identifier through this device: the device is answered as for an unknown value. */
  here: boolean;
}

export async function identifierByValue(db: Kysely<any>, type: IdentifierType, value: string) {
  const row = await db.selectFrom('identifiers').select('id').where('type', '=', type).where('unique_value', '=', normalize('licence_plate', value)).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

async function usePass(db: Kysely<any>, identifierId: number, limit: number) {
  const result = await db.updateTable('identifiers').set((eb) => ({ passes_used: eb(eb.fn.coalesce('passes_used', eb.lit(0)), '+', 1) })).where('id', '=', identifierId).where((eb) => eb(eb.fn.coalesce('passes_used', eb.lit(0)), '<', limit)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Undefined when the console does not know the identifier (the device then decides from what it holds), as when `here` is false. */
export async function decideAtDevice(db: Kysely<any>, type: IdentifierType, value: string, deviceId: number, moment = Date.now()): Promise<DeviceDecision | undefined> {
  const identifierId = await identifierByValue(db, type, value);
  if (identifierId === undefined) return undefined;
  const identifier = (await identifiersById(db, [identifierId])).get(identifierId)!;
  const groups = await identifierGroups(db, [identifier]);
  const context = await decisionContext(db, [deviceId], moment);
  const input = { ...context, subject: { user_id: null, identifier, group_ids: groups.get(identifierId) ?? [] }, device_id: deviceId, at: moment };
  const base = { identifier_id: identifierId, user_id: identifier.owner, here: couldPassHere(input) };
  const decision = decide(input);
  if (decision.allowed && identifier.passes_restrict_count !== null && !(await usePass(db, identifierId, identifier.passes_restrict_count))) {
    return { ...base, allowed: false, reason: { code: 'passes_exhausted' } };
  }
  return { ...base, ...decision };
}
