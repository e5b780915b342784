/**
 * Identifiers (000 §3.8): numeric values entered in hex or decimal are stored in decimal; one value per
 * type (licence plates compared normalised); groups come from the owner when none are given; UKEY2
 * identifiers cannot be deleted.
 */
import { devicesReachingIdentifiers, queueSyncs } from '../devices/sync-queue';
import type { Kysely } from 'kysely';
import { type IdentifierType, NUMERIC_IDENTIFIER_TYPES, identifier } from '../../schemas/identifier';
import { type IdentifierFormat, parseNumericValue } from '../../schemas/identifier-value';
import { normalize } from '../../schemas/normalizers';
import { translate } from '../../locales';
import type { Actor } from '../access/actor';
import { AppError } from '../errors';
import { type CreateManyContext, type CreateManyUniqueContext, type DeleteContext, type UniqueContext, type WriteContext, entityHooks } from '../crud/hooks';
import type { Store } from '../crud/repository';

const text = (key: string) => translate('en', key);

/** The acting user's identifier_format (001 §9: decimal by default). */
export async function identifierFormat(db: Kysely<any>, actor: Actor): Promise<IdentifierFormat> {
  if (actor.id === null) return 'dec';
  const row = await db.selectFrom('users').select('profile').where('id', '=', actor.id).executeTakeFirst();
  const profile = row?.profile ? JSON.parse(String(row.profile)) : {};
  return profile.identifier_format === 'hex' ? 'hex' : 'dec';
}

async function ownerGroups(db: Kysely<any>, owner: number) {
  const rows = await db.selectFrom('users_domain_ids').select('ref_id').where('owner_id', '=', owner).execute();
  return rows.map((row) => Number(row.ref_id));
}

/** The value as stored: numeric types in decimal, and its normalised form for uniqueness. */
export async function storeValue(db: Kysely<any>, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  const type = data.type as IdentifierType;
  const sameValue = stored && stored.value === data.value && stored.type === type;
  if (NUMERIC_IDENTIFIER_TYPES.includes(type) && !sameValue) {
    const decimal = parseNumericValue(String(data.value), await identifierFormat(db, actor));
    if (decimal === undefined) throw new AppError('invalid_data', { value: text('resources.identifiers.messages.number_or_hex') });
    data.value = decimal;
  }
  data.unique_value = normalize('licence_plate', String(data.value));
}

/** One value per type, among all identifiers: a checkUnique hook, so it answers after every other check. */
export async function refuseTakenValue({ db, data, stored, taken }: UniqueContext) {
  if (stored && stored.type === data.type && stored.unique_value === data.unique_value) return;
  let same = db.selectFrom('identifiers').select('id').where('type', '=', data.type as IdentifierType).where('unique_value', '=', data.unique_value as string);
  if (stored) same = same.where('id', '<>', Number(stored.id));
  if (await taken(same)) throw new AppError('duplicate_identifier', { value: text('validation.unique') });
}

export async function placeWithOwner(db: Kysely<any>, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  const owner = data.owner as number | null;
  const ownerChanged = owner !== (stored?.owner ?? null);
  const groupsUnchanged = JSON.stringify(data.domain_ids ?? []) === JSON.stringify(stored?.domain_ids ?? []);
  // The owner's groups, unless groups were chosen: scoped permissions then follow the owner.
  if (owner !== null && (!(data.domain_ids as number[]).length || (ownerChanged && stored && groupsUnchanged))) {
    data.domain_ids = await ownerGroups(db, owner);
  }
  if (!(data.domain_ids as number[]).length) throw new AppError('invalid_data', { domain_ids: text('resources.identifiers.messages.owner_or_group') });
}

/** Each owner's groups, read once for all (placeWithOwner's of many new identifiers). */
async function ownersGroups(db: Kysely<any>, owners: number[]) {
  const groups = new Map<number, number[]>(owners.map((owner) => [owner, []]));
  const wanted = [...groups.keys()];
  for (let i = 0; i < wanted.length; i += 1_000) {
    const rows = await db.selectFrom('users_domain_ids').select(['owner_id', 'ref_id']).where('owner_id', 'in', wanted.slice(i, i + 1_000)).orderBy('ref_id').execute();
    for (const row of rows) groups.get(Number(row.owner_id))!.push(Number(row.ref_id));
  }
  return groups;
}

/** beforeWrite of many new identifiers: the importer's format read once, the owners' groups in one read. */
async function completeNew({ db, actor, rows }: CreateManyContext) {
  const format = await identifierFormat(db, actor);
  const owners = rows.filter((data) => data.owner !== null && data.owner !== undefined && !(data.domain_ids as number[]).length);
  const groups = await ownersGroups(db, [...new Set(owners.map((data) => Number(data.owner)))]);
  for (const data of rows) {
    Object.assign(data, { passes_used: 0, revoked: false });
    if (NUMERIC_IDENTIFIER_TYPES.includes(data.type as IdentifierType)) {
      const decimal = parseNumericValue(String(data.value), format);
      if (decimal === undefined) throw new AppError('invalid_data', { value: text('resources.identifiers.messages.number_or_hex') });
      data.value = decimal;
    }
    data.unique_value = normalize('licence_plate', String(data.value));
    if (data.owner !== null && data.owner !== undefined && !(data.domain_ids as number[]).length) data.domain_ids = groups.get(Number(data.owner));
    if (!(data.domain_ids as number[]).length) throw new AppError('invalid_data', { domain_ids: text('resources.identifiers.messages.owner_or_group') });
  }
}

/** refuseTakenValue of many new identifiers: two with one value and type, or a value taken, refuse them all. */
async function refuseTakenValues({ db, rows, taken }: CreateManyUniqueContext) {
  const keys = new Set(rows.map((data) => `${String(data.type)} ${String(data.unique_value)}`));
  if (keys.size < rows.length) throw new AppError('duplicate_identifier', { value: text('validation.unique') });
  for (const type of new Set(rows.map((data) => data.type as IdentifierType))) {
    const values = rows.filter((data) => data.type === type).map((data) => String(data.unique_value));
    for (let i = 0; i < values.length; i += 1_000) {
      if (await taken(db.selectFrom('identifiers').select('id').where('type', '=', type).where('unique_value', 'in', values.slice(i, i + 1_000)))) throw new AppError('duplicate_identifier', { value: text('validation.unique') });
    }
  }
}

/** A saved identifier changes what the devices its rules reach hold: read together once the transaction has committed. */
function syncDevices(store: Store, afterCommitTogether: WriteContext['afterCommitTogether'], written: { id: number; owner: number | null }[]) {
  afterCommitTogether('identifiers.devices', written, async (all) => {
    await queueSyncs(store, await devicesReachingIdentifiers(store.db, all.flat()), ['identifiers']);
  });
}

/**
 * Deleted identifiers leave the devices that held them (and a face identifier its photo there): the devices are
 * read while the rules and owners still name them, and told once the deletion has committed.
 */
export async function syncDevicesOfDeleted({ db, store, ids, afterCommit }: DeleteContext) {
  const deleted: { id: number; owner: number | null }[] = [];
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db.selectFrom('identifiers').select(['id', 'owner']).where('id', 'in', ids.slice(at, at + 500)).execute();
    deleted.push(...rows.map((row) => ({ id: Number(row.id), owner: row.owner == null ? null : Number(row.owner) })));
  }
  const devices = deleted.length ? await devicesReachingIdentifiers(db, deleted) : [];
  if (devices.length) afterCommit(() => queueSyncs(store, devices, ['identifiers']));
  return { deletable: ids, dependencies: {} };
}

export const identifierHooks = entityHooks(identifier, {
  beforeWrite: [async ({ db, actor, data, stored }) => {
    if (!stored) Object.assign(data, { passes_used: 0, revoked: false });
    await storeValue(db, actor, data, stored);
    await placeWithOwner(db, data, stored);
  }],
  checkUnique: [refuseTakenValue],
  beforeDelete: [async ({ db, ids }) => {
    const ukey2 = ids.length ? await db.selectFrom('identifiers').select('id').where('id', 'in', ids).where('type', '=', 'ukey2').execute() : [];
    const kept = new Set(ukey2.map((row) => Number(row.id)));
    if (ids.length === 1 && kept.size) throw new AppError('ukey2_not_deletable');
    const dependencies = Object.fromEntries([...kept].map((id) => [id, ['ukey2']]));
    return { deletable: ids.filter((id) => !kept.has(id)), dependencies };
  }, syncDevicesOfDeleted],
  /**
   * A saved identifier changes what the devices its rules reach hold (before the change too: a new owner). The
   * writes of one transaction (an import's rows) read their devices together once it has committed.
   */
  afterWrite: [async ({ store, data, stored, id, afterCommitTogether }) => {
    const owners = [...new Set([stored?.owner, data.owner].map((owner) => (owner == null ? null : Number(owner))))];
    syncDevices(store, afterCommitTogether, owners.map((owner) => ({ id, owner })));
  }],
  beforeCreateMany: [completeNew],
  checkUniqueMany: [refuseTakenValues],
  afterCreateMany: [async ({ store, rows, ids, afterCommitTogether }) => {
    for (const [i, data] of rows.entries()) {
      const owners = [...new Set([null, data.owner == null ? null : Number(data.owner)])];
      syncDevices(store, afterCommitTogether, owners.map((owner) => ({ id: ids[i], owner })));
    }
  }],
});
