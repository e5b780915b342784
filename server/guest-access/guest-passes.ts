/**
 * Guest passes (issue 6): QR identifiers owned by the granting user, with a random key for the public
 * page and a message for the guest. The checks of pass-checks.ts run first; the identifier is then written
 * through the repository on the caller's behalf (the system writer carrying the caller's id, since a
 * resident has no identifier or access-rule rights of their own), so uniqueness, groups from the owner and
 * the audit trail are the identifiers' own.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { identifier } from '../../schemas/identifier';
import { type Actor, SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { AppError, errorField } from '../errors';
import { parseRequest } from '../crud/body';
import { type GuestPassBody, type GuestPassPatch, guestPassBody, guestPassPatch } from './guest-pass-body';
import { guestLimitsFor } from './limits';
import { checkLimits, checkRules, requireGranting } from './pass-checks';
import { passState, passesLeft } from './pass-state';

/** 16 random bytes: 22 URL-safe characters, never guessed. */
export const newKeyId = () => randomBytes(16).toString('base64url');
const newValue = () => `GUEST-${randomBytes(9).toString('base64url').toUpperCase()}`;

const writerFor = (actor: Actor): Actor => ({ ...SYSTEM_ACTOR, id: actor.id, ip: actor.ip });

interface PassRow {
  key_id: string;
  key_message: string;
}

/**
 * A pass as the screens read it (schemas/guest-pass.ts): the form's own fields, written back as they are
 * stored, with the key of its public page and its state; the QR's value and the owner too.
 */
function present(record: Record<string, any>, row: PassRow) {
  const facts = record as never;
  return {
    id: record.id, created_at: record.created_at, updated_at: record.updated_at, created_by: record.created_by,
    name: record.name, selectedAccessRules: record.access_rules,
    validatePeriod: { from: record.period_restrict_from, to: record.period_restrict_to },
    passLimit: record.passes_restrict_count, keyMessage: row.key_message,
    type: 'qr', guestType: 'guest', value: record.value, owner: record.owner, is_active: record.is_active,
    key_id: row.key_id, state: passState(facts), passes_left: passesLeft(facts),
  };
}

function identifierBody(actor: Actor, pass: GuestPassBody) {
  return {
    type: 'qr' as const,
    owner: actor.id,
    period_restrict_from: pass.validatePeriod.from,
    period_restrict_to: pass.validatePeriod.to,
    passes_restrict_count: pass.passLimit,
    access_rules: [...new Set(pass.selectedAccessRules)],
  };
}

async function checkPass(db: Kysely<any>, actor: Actor, pass: GuestPassBody) {
  await checkRules(db, actor, pass.selectedAccessRules);
  checkLimits(pass, await guestLimitsFor(db, actor.id!));
}

/**
 * Maps the identifiers' uniqueness refusal to the guest error. Uniqueness is left to the repository, which
 * asks last and counts "taken" answers against the caller (a chosen value probes every building's QRs).
 */
async function asGuestWrite<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError && ['duplicate_identifier', 'not_unique'].includes(error.key)) {
      throw new AppError('guest_identifier_exists', { value: errorField('guest_identifier_exists') });
    }
    throw error;
  }
}

export async function createPass(store: Store, actor: Actor, body: unknown) {
  await requireGranting(store.db, actor);
  const pass = parseRequest(guestPassBody, body);
  await checkPass(store.db, actor, pass);
  const value = pass.value ?? newValue();
  const name = pass.name || `Guest pass ${new Date(pass.validatePeriod.from).toISOString().slice(0, 10)}`;
  const record = await asGuestWrite(() => repository.create(store, identifier, writerFor(actor), { ...identifierBody(actor, pass), name, value }));
  const row = { key_id: newKeyId(), key_message: pass.keyMessage };
  await store.db.insertInto('guest_passes').values({ identifier_id: record.id, ...row, created_by: actor.id, created_at: new Date().toISOString() }).execute();
  return present(record, row);
}

/** The caller's own pass, else 404 (another user's pass is not theirs to see). */
async function ownPass(store: Store, actor: Actor, id: number) {
  const row = await store.db.selectFrom('guest_passes').select(['key_id', 'key_message']).where('identifier_id', '=', id).where('created_by', '=', actor.id ?? -1).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return { row: row as PassRow, record: await repository.getOne(store, identifier, SYSTEM_ACTOR, id) };
}

export async function getPass(store: Store, actor: Actor, id: number) {
  const { row, record } = await ownPass(store, actor, id);
  return present(record, row);
}

function storedAsBody(record: Record<string, any>, row: PassRow): GuestPassBody {
  return {
    name: record.name, type: 'qr', guestType: 'guest', value: record.value, keyMessage: row.key_message,
    selectedAccessRules: record.access_rules, validatePeriod: { from: record.period_restrict_from, to: record.period_restrict_to },
    restrictPeriod: true, restrictPassCount: record.passes_restrict_count !== null, passLimit: record.passes_restrict_count,
  };
}

export async function updatePass(store: Store, actor: Actor, id: number, body: unknown) {
  await requireGranting(store.db, actor);
  const { row, record } = await ownPass(store, actor, id);
  const parsed: GuestPassPatch = parseRequest(guestPassPatch, body);
  // Only what was sent: zod fills an absent field's default even in a partial schema, and a default
  // (no pass limit) must not replace the stored value.
  const sent = Object.fromEntries(Object.entries(parsed).filter(([field]) => field in (body as object))) as GuestPassPatch;
  const pass = guestPassBody.parse({ ...storedAsBody(record, row), ...sent });
  await checkPass(store.db, actor, pass);
  const changes = { ...identifierBody(actor, pass), name: pass.name || record.name, value: pass.value, ...(sent.is_active !== undefined && { is_active: sent.is_active }) };
  const updated = await asGuestWrite(() => repository.update(store, identifier, writerFor(actor), id, changes));
  await store.db.updateTable('guest_passes').set({ key_message: pass.keyMessage }).where('identifier_id', '=', id).execute();
  return present(updated, { ...row, key_message: pass.keyMessage });
}

/** The caller's passes, newest first (the grant page). */
export async function listPasses(store: Store, actor: Actor) {
  const rows = await store.db.selectFrom('guest_passes').select(['identifier_id', 'key_id', 'key_message']).where('created_by', '=', actor.id ?? -1).orderBy('identifier_id', 'desc').limit(500).execute();
  const records = await Promise.all(rows.map((row) => repository.getOne(store, identifier, SYSTEM_ACTOR, Number(row.identifier_id)).catch(() => undefined)));
  return rows.flatMap((row, i) => (records[i] ? [present(records[i]!, row as PassRow)] : []));
}
