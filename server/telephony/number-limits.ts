/**
 * SIP number limits (001 §8): a write that adds a number, or hands one to another user or group, stays within
 * the project's limits (the SIP settings' number_limits: total, per user, per group) and the project maximum
 * (the licence's SIP quantity: users holding a number, as server/licensing/licence-quantities.ts counts it).
 * Counted in the write's transaction under the licence-counts lock, so two writes at once cannot both take
 * the last place.
 *
 * @example await assertNumberLimits(trx, 'postgres', { user_id: 7, domain_id: 3 }, undefined) // throws sip_number_limit when user 7 is at per_user
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import { AppError, errorField, fieldMessage } from '../errors';
import { lockLicenceCounts } from '../licensing/licence-lock';
import { readSection } from '../settings/project-settings';

type Row = Record<string, unknown>;
/** The SIP settings that send numbers to the panels. */
type NumberLists = { resident_phonebook_settings: { is_enabled: boolean }; auto_forward_rules: { is_enabled: boolean } };

const idOf = (value: unknown) => (value == null ? null : Number(value));

function refuse(field: string, used: number, max: number): never {
  throw new AppError('sip_number_limit', { [field]: fieldMessage('number_limit', { used, max }) }, { qty: { target: used + 1, available: max } });
}

async function countWhere(db: Kysely<any>, column: 'user_id' | 'domain_id' | null, value: number | null, except?: number) {
  let query = db.selectFrom('virtual_numbers').select((eb) => eb.fn.countAll<number>().as('n'));
  if (column) query = query.where(column, '=', value);
  if (except !== undefined) query = query.where('id', '!=', except);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Users holding a number, the one being written left out. */
async function usersHoldingNumbers(db: Kysely<any>, except?: number) {
  let query = db.selectFrom('virtual_numbers').select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).where('user_id', 'is not', null);
  if (except !== undefined) query = query.where('id', '!=', except);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Refuses (nothing written) a number write beyond a SIP number limit; `data` holds what the record will be. */
export async function assertNumberLimits(db: Kysely<any>, dialect: DialectName, data: Row, stored?: Row) {
  const user = idOf(data.user_id);
  const group = idOf(data.domain_id);
  const newUser = user !== null && user !== idOf(stored?.user_id);
  const newGroup = group !== idOf(stored?.domain_id);
  if (stored && !newUser && !newGroup) return;
  await lockLicenceCounts(db, dialect);
  const except = stored ? Number(stored.id) : undefined;
  const { number_limits: limits } = await readSection(db, 'sip');
  if (!stored && limits.total !== null) {
    const used = await countWhere(db, null, null);
    if (used >= limits.total) refuse('number', used, limits.total);
  }
  if (newUser && limits.per_user !== null) {
    const used = await countWhere(db, 'user_id', user, except);
    if (used >= limits.per_user) refuse('user_id', used, limits.per_user);
  }
  if (newGroup && limits.per_group !== null) {
    const used = await countWhere(db, 'domain_id', group, except);
    if (used >= limits.per_group) refuse('domain_id', used, limits.per_group);
  }
  if (newUser) await assertProjectMaximum(db, user, except);
}

/** A user who holds no number yet takes one of the licence's SIP places. */
async function assertProjectMaximum(db: Kysely<any>, user: number, except?: number) {
  const { sip } = (await readSection(db, 'license')).features;
  if (!sip.is_enabled || sip.qty === null) return;
  if ((await countWhere(db, 'user_id', user, except)) > 0) return;
  const used = await usersHoldingNumbers(db, except);
  if (used >= sip.qty) refuse('user_id', used, sip.qty);
}

/**
 * 001 §8 "residents' contacts or group forward sending must be disabled": both fill the panels' one list of
 * numbers (the residents' phonebook, or each group's forward), so at most one of them is on (decision).
 */
export function assertOneNumberListSent(settings: NumberLists) {
  if (!settings.resident_phonebook_settings.is_enabled || !settings.auto_forward_rules.is_enabled) return;
  throw new AppError('residents_contacts_enabled', { 'auto_forward_rules.is_enabled': errorField('residents_contacts_enabled') });
}
