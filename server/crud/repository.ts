/**
 * Generic data access for every entity. Each call names its actor; the actor's access filter is merged
 * into every query, so a list, a read, an update and a delete cannot forget to scope rows. Every change
 * is written to the audit trail here, in the change's transaction (server/audit/record.ts).
 */
import { type CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Entity, GrantName } from '../../schemas/define-entity';
import type { FilterGroup } from '../../schemas/list-query';
import { fillNormalizedColumns } from '../../schemas/normalizers';
import { sanitizeRichTextFields } from './rich-text';
import { type Actor, SYSTEM_ACTOR } from '../access/actor';
import { accessFilter, grantedScopes, subsetFilter, viewCoversEverything } from '../access/scope';
import { recordToRow, rowToRecord } from '../db/codec';
import { storageOf } from '../db/columns';
import { lockRow } from '../db/row-lock';
import type { DialectName } from '../db/connect';
import type { HookRegistry } from './hooks';
import { type AuditBatch, type AuditEvent, diffRecords, recordEvent } from '../audit/record';
import type { LiveSink } from './changes';
import type { LicenceGate } from './entity-gate';
import { fileKeysOf } from '../files/record-files';
import type { FileStorage } from '../files/storage';
import { AppError } from '../errors';
import { validateBody } from './body';
import { releaseDependants, restrictions } from './delete-rules';
import { preconditionHolds } from './precondition';
import { checkReferences } from './references';
import { checkPlacement } from './placement';
import { checkUnique } from './unique-keys';
import { orderedBy } from './sort-order';
import { fieldSets } from './field-sets';
import { refuseUnpermittedChanges } from './field-permissions';
import { COUNT_CAP } from './count-cap';
import { countStarts, keepCount, keptCount } from './count-cache';
import { compileFilters } from './filters';
import type { SortKey } from './list-params';
import { loadIdLists, saveIdLists } from './relations';
import { readRelated, withRelated } from './related-columns';
import { bind, compiledRead, Slot } from './compiled-reads';
import { type UniqueRefusalThrottle, unthrottledProbe } from './unique-throttle';
import { type WriteEffects, writeEffects } from './write-effects';

export interface ListRequest {
  page: number;
  size: number;
  sort: SortKey[];
  filters?: FilterGroup;
  with: string[];
}

/**
 * What every data call works with. Built once by the composition root (server/app.ts) and frozen: nothing
 * writes to it afterwards (server/store-frozen.test.ts); what runs later (the live channel, the device
 * network) was handed in at build time and is reached through it. A feature adds its own field by declaration
 * merging, as Fastify's decorators do (server/device-link/device-network.ts adds `devices`): the core names none.
 */
export interface Store {
  readonly db: Kysely<any>;
  readonly dialect: DialectName;
  /** Every domain's entity hooks, composed before the store is built (server/domain-hooks.ts). */
  readonly hooks: HookRegistry;
  readonly entities: readonly Entity[];
  /** Told of each change after its transaction commits (the live channel's end: server/live/channel.ts). */
  readonly events?: LiveSink;
  /** Where uploaded files' bytes live (server/files/storage.ts); entities with file fields need it. */
  readonly files?: FileStorage;
  /** Whether a licensed feature is on (entity-gate.ts): the entities' and commands' licence facts. */
  readonly licences: LicenceGate;
  /** Throttles "value taken" answers per actor; without it uniqueness probes are not throttled. */
  readonly uniqueProbes?: UniqueRefusalThrottle;
}

function removeSecrets(entity: Entity, record: Record<string, unknown>) {
  for (const path of fieldSets(entity).nestedSecrets) {
    let node: any = record;
    for (const key of path.slice(0, -1)) node = node?.[key];
    if (node && typeof node === 'object') delete node[path[path.length - 1]];
  }
  return record;
}

/** The API's records of rows withRelated read. */
function present(entity: Entity, rows: Record<string, unknown>[], relations: string[]) {
  return rows.map((row) => removeSecrets(entity, readRelated(entity, relations, row)));
}

interface Total {
  total: number;
  /** False when the count stopped at COUNT_CAP: there are more rows than `total`. */
  exact: boolean;
}

/**
 * How many rows `query` (the list's filtered rows) holds, as a scalar subquery: counted up to COUNT_CAP + 1,
 * except a whole table on SQLite (`wholeTable`: no where-clause at all), which it counts from its b-tree
 * exactly (1 ms for a million rows).
 */
function countOf(store: Store, query: SelectQueryBuilder<any, any, object>, wholeTable: boolean) {
  if (wholeTable && store.dialect === 'sqlite') return query.select((eb) => eb.fn.countAll<number>().as('total'));
  const capped = query.select(sql.lit(1).as('one')).limit(COUNT_CAP + 1).as('capped');
  return store.db.selectFrom(capped).select((eb) => eb.fn.countAll<number>().as('total'));
}

function totalOf(counted: unknown, wholeTable: boolean, dialect: DialectName): Total {
  const total = Number(counted);
  if (wholeTable && dialect === 'sqlite') return { total, exact: true };
  return total > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total, exact: true };
}

/** The slots of a list's statement: a page of `size` rows after `offset` (compiled-reads.ts). */
const SIZE = new Slot('size');
const OFFSET = new Slot('offset');

/**
 * The page's rows with their id lists and relations, in ONE statement: the page first (a subquery, so its
 * limit applies before anything is read per row), then per row its id lists and relations.
 */
function pageOf(store: Store, entity: Entity, actor: Actor, rows: ListedRows, request: ListRequest) {
  const page = orderedBy(rows.query.select(fieldSets(entity).readableColumns.map((c) => `${entity.table}.${c}`)), entity, store.dialect, request.sort)
    .limit(SIZE as unknown as number)
    .offset(OFFSET as unknown as number);
  return withRelated(store, entity, actor, page, request.with, request.sort);
}

/**
 * pageOf with the list's count as a scalar subquery, which both databases evaluate once per statement. The
 * count is asked even when the page will tell the total itself (a page shorter than `size`): guarding it with
 * `case when count(*) over () = size` made every page a window over its rows, which cost more on SQLite
 * (0.22 -> 0.19 ms of server CPU for the newest page of events, 10 connections) than the counts it saved
 * on last pages, which read no more rows than their own offset did.
 */
function pageWithTotal(store: Store, entity: Entity, actor: Actor, rows: ListedRows, request: ListRequest) {
  return pageOf(store, entity, actor, rows, request).select(sql`(${countOf(store, rows.query, rows.wholeTable)})`.as(TOTAL));
}

/** The column of pageWithTotal's rows that carries the count; no field is named with a `$`. */
const TOTAL = '$total';

/** Where an entity's rows are: its table, or a read model's query under the table's name (its `source` hook). */
export function rowsOf(store: Store, entity: Entity): string {
  if (!entity.readModel) return entity.table;
  const source = store.hooks.of(entity).source;
  if (!source) throw new Error(`the read model ${entity.path} has no source hook`);
  // Kysely takes an aliased query wherever it takes a table name; typed as the name it stands for.
  return source(store.db, store.dialect).as(entity.table) as unknown as string;
}

interface ListedRows {
  /** The rows the actor sees that pass the request's filters. */
  query: SelectQueryBuilder<any, any, object>;
  /** No where-clause at all: SQLite counts such a list from its table's b-tree. */
  wholeTable: boolean;
}

/**
 * An actor whose view reaches every row (`all`, the root's descendants) gets no access where-clause at all
 * rather than `1 = 1`: with no WHERE, SQLite counts a table from its b-tree (1 ms for a million events
 * against 36 ms for `where 1 = 1`).
 */
function wholeTableListed(entity: Entity, actor: Actor, request: ListRequest) {
  return viewCoversEverything(entity, actor) && !entity.subset && !request.filters && !entity.readModel;
}

function listedRows(store: Store, entity: Entity, actor: Actor, request: ListRequest): ListedRows {
  let query = store.db.selectFrom(rowsOf(store, entity));
  // accessFilter holds the entity's subset; a list without it still keeps to the subset.
  if (!viewCoversEverything(entity, actor)) query = query.where(accessFilter(entity, actor, 'view'));
  else if (entity.subset) query = query.where(subsetFilter(entity));
  if (request.filters) query = query.where(compileFilters({ entity, dialect: store.dialect }, request.filters));
  return { query, wholeTable: wholeTableListed(entity, actor, request) };
}

/**
 * A page of the list and its total. The total comes from the count kept for the same question (count-cache.ts)
 * or, when none holds, from the page's own statement, and is then kept; a page shorter than its size tells the
 * total itself.
 */
export async function list(store: Store, entity: Entity, actor: Actor, request: ListRequest) {
  const { sort, filters, with: relations, size } = request;
  const key = `list ${entity.path} ${JSON.stringify({ sort, filters, relations })}`;
  const rows = () => listedRows(store, entity, actor, request);
  const count = compiledRead(store.db, actor, `count ${key}`, () => {
    const listed = rows();
    return countOf(store, listed.query, listed.wholeTable);
  });
  const kept = keptCount(store.db, count);
  const since = countStarts();
  const statement =
    kept === undefined
      ? compiledRead(store.db, actor, `${key} with total`, () => pageWithTotal(store, entity, actor, rows(), request))
      : compiledRead(store.db, actor, key, () => pageOf(store, entity, actor, rows(), request));
  const before = (request.page - 1) * size;
  const page = (await store.db.executeQuery<Record<string, unknown>>(bind(statement, { size, offset: before }))).rows;
  let counted = kept;
  if (page.length === size && counted === undefined) keepCount(store.db, count, (counted = page[0][TOTAL]), since);
  let total: Total;
  if (page.length === size) total = totalOf(counted, wholeTableListed(entity, actor, request), store.dialect);
  else if (page.length || request.page === 1) total = { total: before + page.length, exact: true };
  else total = await totalPastTheEnd(store, entity, actor, request, count);
  // Emptied rather than deleted (a deleted key makes each record a slow dictionary); JSON leaves it out.
  if (kept === undefined) for (const row of page) row[TOTAL] = undefined;
  const data = present(entity, page, relations);
  return { data, pagination: { total: total.total, size, page: request.page, ...(total.exact ? {} : { total_exact: false }) } };
}

/** A page past the end tells nothing of the total: counted on its own (the console never asks for one). */
async function totalPastTheEnd(store: Store, entity: Entity, actor: Actor, request: ListRequest, count: CompiledQuery) {
  const kept = keptCount(store.db, count);
  const since = countStarts();
  const counted = kept ?? (await store.db.executeQuery<{ total: unknown }>(count)).rows[0].total;
  if (kept === undefined) keepCount(store.db, count, counted, since);
  return totalOf(counted, wholeTableListed(entity, actor, request), store.dialect);
}

const ID = new Slot('id');

export async function getOne(store: Store, entity: Entity, actor: Actor, id: number, relations: string[] = []) {
  const statement = compiledRead(store.db, actor, `one ${entity.path} ${relations.join(',')}`, () => {
    const stored = store.db
      .selectFrom(rowsOf(store, entity))
      .select(fieldSets(entity).readableColumns.map((c) => `${entity.table}.${c}`))
      .where(`${entity.table}.id`, '=', ID as unknown as number)
      .where(accessFilter(entity, actor, 'view'));
    return withRelated(store, entity, actor, stored, relations);
  });
  const [row] = (await store.db.executeQuery<Record<string, unknown>>(bind(statement, { id }))).rows;
  if (!row) throw new AppError('not_found');
  return present(entity, [row], relations)[0];
}

/** Operations on an existing record, each decided by the access filter the write itself would use. */
export const RECORD_OPERATIONS = ['update', 'delete', 'revoke', 'view_log'] as const;
export type RecordOperation = (typeof RECORD_OPERATIONS)[number];

/**
 * What the actor may do to one record they can see (`GET /{path}/{id}/allowed-actions`), so the console offers
 * only what the server would accept: the same filters as update, delete, revoke and the entity's commands,
 * evaluated in one statement, and each command's precondition on the record. Entity hooks may still refuse a
 * particular change (a stronger account's role, say).
 */
export async function allowedActions(store: Store, entity: Entity, actor: Actor, id: number): Promise<Record<string, boolean>> {
  const commands = Object.keys(entity.commands ?? {});
  const operations = [...RECORD_OPERATIONS.filter((operation) => operation in entity.access), ...commands];
  const row = await store.db
    .selectFrom(rowsOf(store, entity))
    .selectAll(entity.table)
    .select((eb) => operations.map((operation) => eb.case().when(accessFilter(entity, actor, operation)(eb)).then(1).else(0).end().as(`allowed:${operation}`)))
    .where(`${entity.table}.id`, '=', id)
    .where(accessFilter(entity, actor, 'view'))
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const record = rowToRecord(entity, row);
  const granted = (operation: string) => Number((row as Record<string, unknown>)[`allowed:${operation}`]) === 1;
  return Object.fromEntries(operations.map((operation) => [operation, granted(operation) && (!commands.includes(operation) || preconditionHolds(entity.commands![operation], record))]));
}

/**
 * The full stored record (secrets included) of a row the actor may change: not found when it cannot see it,
 * prohibited when it sees it but lacks the operation's grant there. Never answered as it is (secrets).
 */
export async function storedForWrite(db: Kysely<any>, entity: Entity, actor: Actor, id: number, operation: Exclude<GrantName, 'view' | 'create' | 'issue'>) {
  // What is read here decides the write (a command's precondition): concurrent writers of the row wait their turn.
  await lockRow(db, entity.table, id);
  const row = await db
    .selectFrom(entity.table)
    .selectAll()
    .where(`${entity.table}.id`, '=', id)
    .where(accessFilter(entity, actor, 'view'))
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const allowed = await db
    .selectFrom(entity.table)
    .select('id')
    .where(`${entity.table}.id`, '=', id)
    .where(accessFilter(entity, actor, operation))
    .executeTakeFirst();
  if (!allowed) throw new AppError('prohibited');
  const [record] = [rowToRecord(entity, row)];
  await loadIdLists(db, entity, [record]);
  return record;
}

/**
 * Uniqueness runs last, after placement, references (references.ts) and every hook check: otherwise
 * "taken" would answer for values in groups the actor cannot see (a door code of another building), where
 * every other value answers the refusal. What is left of that oracle is throttled per actor.
 */
async function checkUniqueness(store: Store, db: Kysely<any>, entity: Entity, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  const taken = store.uniqueProbes?.probe(actor.id) ?? unthrottledProbe;
  await checkUnique(db, store.dialect, entity, data, taken, stored);
  await store.hooks.of(entity).checkUnique?.({ db, store, actor, data, stored, taken, afterCommit: () => undefined, afterCommitTogether: () => undefined });
}

const isUniqueViolation = (error: unknown) => ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((error as { code?: unknown }).code));

/**
 * A write whose unique index refused what the check let through (two writes at once): asked again once the
 * other write has committed, the key answers its own refusal (template_type_exists); else the index's stands.
 */
async function uniqueRaceAnswered<T>(write: () => Promise<T>, recheck: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await recheck();
    throw error;
  }
}

/** A write's effects once it has committed (hooks' afterCommit), for a caller owning the transaction (write-effects.ts). */
export { type WriteEffects, writeEffects };

/** What a write in a caller's transaction is given: its effects' list, and where it leaves what uniqueness was asked about. */
export interface WriteIn {
  effects: WriteEffects;
  /** Filled just before the uniqueness check: a unique index refusing the write asks it again (uniqueRaceAnswered). */
  race?: { data?: Record<string, unknown>; stored?: Record<string, unknown> };
  /** Where the write's audit event goes when the caller writes many records' events together (an import). */
  audit?: AuditBatch;
}

/** The write's audit event: into the caller's batch, or written now. */
const audited = (trx: Kysely<any>, audit: AuditBatch | undefined, event: AuditEvent) => (audit ? audit.add(event) : recordEvent(trx, event));

/**
 * A new record's checks and write in a transaction the caller holds (an import writes many rows in one):
 * the same path as `create`, answering the new id; hooks' afterCommit effects go to `effects`.
 */
export async function createIn(store: Store, trx: Kysely<any>, entity: Entity, actor: Actor, body: unknown, { effects, race, audit }: WriteIn, grant: 'create' | 'issue' = 'create') {
  if (!grantedScopes(actor, entity, grant).length) throw new AppError('prohibited');
  const { data } = validateBody(entity, body);
  Object.assign(data, entity.subset);
  await checkPlacement(trx, entity, actor, data, grant);
  await checkReferences(trx, entity, actor, data);
  refuseUnpermittedChanges(entity, actor, data);
  fillNormalizedColumns(entity, data);
  sanitizeRichTextFields(entity, data);
  const hooks = store.hooks.of(entity);
  const context = { db: trx, store, actor, data, afterCommit: effects.add, afterCommitTogether: effects.together };
  await hooks?.beforeWrite?.(context);
  if (race) race.data = data;
  await checkUniqueness(store, trx, entity, actor, data);
  const now = new Date().toISOString();
  const row = { ...recordToRow(entity, data), created_at: now, updated_at: now, created_by: actor.id };
  const inserted = await trx.insertInto(entity.table).values(row).returning('id').executeTakeFirstOrThrow();
  const newId = Number(inserted.id);
  await saveIdLists(trx, entity, newId, data, true);
  await hooks?.afterWrite?.({ ...context, id: newId });
  await audited(trx, audit, { actor, entity: entity.path, recordId: newId, action: 'create', changes: diffRecords(entity, undefined, data) });
  return { id: newId, data };
}

/**
 * A new record, by the `create` grant, or by `issue` for records the server fills (a UKEY2 key). A subset
 * entity's record gets the subset's values (a UKEY2 key is an identifier of type ukey2).
 */
export async function create(store: Store, entity: Entity, actor: Actor, body: unknown, grant: 'create' | 'issue' = 'create') {
  const effects = writeEffects();
  const race: WriteIn['race'] = {};
  const recheck = async () => race.data && checkUniqueness(store, store.db, entity, actor, race.data);
  const id = await uniqueRaceAnswered(() => store.db.transaction().execute(async (trx) => (await createIn(store, trx, entity, actor, body, { effects, race }, grant)).id), recheck);
  store.events?.changed({ entity: entity.path, id, action: 'created', by: actor.id, fields: [] });
  await effects.run();
  // The creator gets its record back even when its view scope does not reach it (a group created with
  // groups.create.root outside its own branch): answering 404 after the write would hide a stored change.
  return getOne(store, entity, SYSTEM_ACTOR, id);
}

/** A user's own record: fields marked notOnOwnRecord are refused there (their own password needs the old one). */
function refuseOnOwnRecord(entity: Entity, actor: Actor, id: number, data: Record<string, unknown>) {
  if (entity.own !== 'self' || actor.kind !== 'user' || actor.id !== id) return;
  const refused = [...fieldSets(entity).notOnOwnRecord].filter((field) => data[field] !== undefined);
  if (refused.length) throw new AppError('prohibited', Object.fromEntries(refused.map((field) => [field, 'not editable on your own record'])));
}

/**
 * A record's update in a transaction the caller holds (see createIn): the changed fields (none: nothing written),
 * with what was checked for the unique race's second look.
 */
export async function updateIn(store: Store, trx: Kysely<any>, entity: Entity, actor: Actor, id: number, body: unknown, { effects, race, audit }: WriteIn) {
  const stored = await storedForWrite(trx, entity, actor, id, 'update');
  const { data, sent } = validateBody(entity, body, stored);
  refuseOnOwnRecord(entity, actor, id, data);
  const onlyOwn = !grantedScopes(actor, entity, 'update').some((s) => s !== 'own');
  if (onlyOwn && entity.ownerEditable) {
    const refused = Object.keys(sent).filter((k) => !entity.ownerEditable!.includes(k as never) && JSON.stringify(sent[k]) !== JSON.stringify(stored[k]));
    if (refused.length) throw new AppError('prohibited', Object.fromEntries(refused.map((k) => [k, 'not editable'])));
  }
  await checkPlacement(trx, entity, actor, data, 'update', stored);
  await checkReferences(trx, entity, actor, data, stored);
  refuseUnpermittedChanges(entity, actor, data, stored);
  fillNormalizedColumns(entity, data);
  sanitizeRichTextFields(entity, data);
  const hooks = store.hooks.of(entity);
  const context = { db: trx, store, actor, data, stored, afterCommit: effects.add, afterCommitTogether: effects.together };
  await hooks?.beforeWrite?.(context);
  // A write that would store what is stored changes nothing: no UPDATE, no updated_at, no events.
  const changes = diffRecords(entity, stored, data);
  if (!Object.keys(changes).length) return { changed: [] as string[], data, stored };
  if (race) Object.assign(race, { data, stored });
  await checkUniqueness(store, trx, entity, actor, data, stored);
  const row = { ...recordToRow(entity, data), updated_at: new Date().toISOString() };
  await trx.updateTable(entity.table).set(row).where('id', '=', id).execute();
  await saveIdLists(trx, entity, id, data);
  await hooks?.afterWrite?.({ ...context, id });
  await audited(trx, audit, { actor, entity: entity.path, recordId: id, action: 'update', changes });
  return { changed: Object.keys(changes), data, stored };
}

export async function update(store: Store, entity: Entity, actor: Actor, id: number, body: unknown) {
  const effects = writeEffects();
  const race: WriteIn['race'] = {};
  const recheck = async () => race.data && checkUniqueness(store, store.db, entity, actor, race.data, race.stored);
  const changed = await uniqueRaceAnswered(() => store.db.transaction().execute(async (trx) => (await updateIn(store, trx, entity, actor, id, body, { effects, race })).changed), recheck);
  if (changed.length) store.events?.changed({ entity: entity.path, id, action: 'updated', by: actor.id, fields: changed });
  await effects.run();
  return getOne(store, entity, SYSTEM_ACTOR, id); // as on create: a record moved out of the view scope is still answered
}

/** Two dependency lists (the hook's and the delete rules'), the reasons of each id together. */
function mergeDependencies(a: Record<number, string[]>, b: Record<number, string[]>) {
  const merged: Record<number, string[]> = { ...a };
  for (const [id, reasons] of Object.entries(b)) merged[Number(id)] = [...new Set([...(merged[Number(id)] ?? []), ...reasons])];
  return merged;
}

/** Deletes the in-scope ids among `ids`; out-of-scope ids are reported as not found, never touched. */
export async function removeMany(store: Store, entity: Entity, actor: Actor, ids: number[]) {
  if (!grantedScopes(actor, entity, 'delete').length) throw new AppError('prohibited');
  const fileKeys: string[] = []; // removed once the deletion commits: a rolled-back one keeps its files
  const effects = writeEffects();
  const result = await store.db.transaction().execute(async (trx) => {
    const inScope = ids.length
      ? (await trx.selectFrom(entity.table).select('id').where('id', 'in', ids).where(accessFilter(entity, actor, 'delete')).execute()).map((r) => Number(r.id))
      : [];
    const hooks = store.hooks.of(entity);
    const checked = hooks?.beforeDelete ? await hooks.beforeDelete({ db: trx, actor, store, ids: inScope, afterCommit: effects.add }) : { deletable: inScope, dependencies: {} };
    const kept = await restrictions(trx, store.entities, entity, checked.deletable);
    const dependencies = mergeDependencies(checked.dependencies, kept);
    const deletable = checked.deletable.filter((id) => !kept[id]);
    if (deletable.length) {
      const rows = await trx.selectFrom(entity.table).selectAll().where('id', 'in', deletable).execute();
      const records = rows.map((row) => rowToRecord(entity, row));
      await loadIdLists(trx, entity, records);
      for (const record of records) {
        await recordEvent(trx, { actor, entity: entity.path, recordId: Number(record.id), action: 'delete', changes: diffRecords(entity, record, undefined) });
      }
      fileKeys.push(...(await fileKeysOf(trx, entity, deletable)), ...(await releaseDependants(trx, store.entities, entity, deletable)));
      for (const join of Object.values(storageOf(entity).joins)) await trx.deleteFrom(join).where('owner_id', 'in', deletable).execute();
      await trx.deleteFrom(entity.table).where('id', 'in', deletable).execute();
    }
    const notFound = ids.filter((id) => !inScope.includes(id));
    return { deleted: deletable, dependencies, not_found: notFound };
  });
  await store.files?.remove(fileKeys);
  await effects.run();
  for (const deleted of result.deleted) store.events?.changed({ entity: entity.path, id: deleted, action: 'deleted', by: actor.id, fields: [] });
  return result;
}

/**
 * A record's deletion in a transaction the caller holds (see createIn): the file keys to remove once it commits;
 * hooks' afterCommit effects go to `effects`.
 */
export async function removeIn(store: Store, trx: Kysely<any>, entity: Entity, actor: Actor, id: number, effects: WriteEffects) {
  const stored = await storedForWrite(trx, entity, actor, id, 'delete');
  const hooks = store.hooks.of(entity);
  if (hooks?.beforeDelete) {
    const checked = await hooks.beforeDelete({ db: trx, actor, store, ids: [id], afterCommit: effects.add });
    if (!checked.deletable.includes(id)) throw new AppError('prohibited', undefined, { dependencies: checked.dependencies });
  }
  const kept = await restrictions(trx, store.entities, entity, [id]);
  if (kept[id]) throw new AppError(hooks?.restrictedError ?? 'deleting_prohibited', undefined, { dependencies: kept });
  const fileKeys = [...(await fileKeysOf(trx, entity, [id])), ...(await releaseDependants(trx, store.entities, entity, [id]))];
  for (const join of Object.values(storageOf(entity).joins)) await trx.deleteFrom(join).where('owner_id', '=', id).execute();
  await trx.deleteFrom(entity.table).where('id', '=', id).execute();
  await recordEvent(trx, { actor, entity: entity.path, recordId: id, action: 'delete', changes: diffRecords(entity, stored, undefined) });
  return fileKeys;
}

export async function removeOne(store: Store, entity: Entity, actor: Actor, id: number) {
  const effects = writeEffects();
  const fileKeys = await store.db.transaction().execute((trx) => removeIn(store, trx, entity, actor, id, effects));
  await store.files?.remove(fileKeys);
  await effects.run();
  store.events?.changed({ entity: entity.path, id, action: 'deleted', by: actor.id, fields: [] });
}
