/**
 * New records written together, in a transaction the caller holds (an import's chunk of rows): every check of
 * createIn, each read once for the chunk (placement, references, uniqueness, the hooks' batch forms), then
 * multi-row INSERTs. Any row refused refuses the chunk with the first refusal found: the caller rolls the chunk
 * back and writes its rows one at a time through createIn, which names the row. Entities whose create hooks have
 * no batch form (EntityHooks.createMany) are not written here.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { fillNormalizedColumns } from '../../schemas/normalizers';
import type { Actor } from '../access/actor';
import { grantedScopes } from '../access/scope';
import { type AuditBatch, diffRecords } from '../audit/record';
import { recordToRow } from '../db/codec';
import { AppError } from '../errors';
import { validateBody } from './body';
import { refuseUnpermittedChanges } from './field-permissions';
import { checkPlacements } from './placement';
import { checkReferencesMany } from './references';
import { saveNewIdLists } from './relations';
import type { Store } from './repository';
import { sanitizeRichTextFields } from './rich-text';
import { checkUniqueAmong } from './unique-keys';
import { unthrottledProbe } from './unique-throttle';
import type { EntityHooks } from './hooks';
import type { WriteEffects } from './write-effects';

/** The batch forms of the entity's create hooks: none to run when it has no create hooks at all. */
function batchHooks(store: Store, entity: Entity): EntityHooks['createMany'] {
  const hooks = store.hooks.of(entity);
  return hooks.createMany ?? (hooks.beforeWrite || hooks.checkUnique || hooks.afterWrite ? undefined : {});
}

/** Whether the entity's new records can be written together (its create hooks all have a batch form). */
export const writableTogether = (store: Store, entity: Entity) => batchHooks(store, entity) !== undefined && entity.ownership.kind !== 'parent';

/**
 * Thrown by a batch hook whose rule cannot be judged for the chunk at once (a row setting what its rule reads per
 * record): the chunk's rows are then written one at a time, as for a refusal.
 */
export class OneAtATime extends Error {}

/** Bound parameters per INSERT, under both databases' limits (SQLite 32,766; PostgreSQL 65,535). */
const PARAMETERS = 30_000;

/**
 * The rows inserted, their ids in the rows' order: RETURNING answers a multi-row VALUES' ids in its order on
 * both databases. Rows are inserted by the columns they set, as a single INSERT would leave the rest to defaults.
 */
async function insertRows(db: Kysely<any>, table: string, rows: Record<string, unknown>[]) {
  const ids: number[] = new Array(rows.length);
  const byShape = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const shape = Object.keys(row).sort().join(',');
    byShape.set(shape, [...(byShape.get(shape) ?? []), i]);
  });
  for (const [shape, indexes] of byShape) {
    const size = Math.max(1, Math.floor(PARAMETERS / shape.split(',').length));
    for (let i = 0; i < indexes.length; i += size) {
      const part = indexes.slice(i, i + size);
      const inserted = await db.insertInto(table).values(part.map((index) => rows[index])).returning('id').execute();
      inserted.forEach((row, n) => (ids[part[n]] = Number(row.id)));
    }
  }
  return ids;
}

/**
 * Creates `bodies` as createIn would each, answering their ids in order; their audit events go to `audit`, their
 * hooks' effects after the commit to `effects`. Throws the first refusal (AppError) of any row, or OneAtATime.
 */
export async function createManyIn(store: Store, trx: Kysely<any>, entity: Entity, actor: Actor, bodies: unknown[], { effects, audit }: { effects: WriteEffects; audit: AuditBatch }) {
  const hooks = batchHooks(store, entity);
  if (!hooks || !writableTogether(store, entity)) throw new Error(`${entity.path}: new records are not written together`);
  if (!grantedScopes(actor, entity, 'create').length) throw new AppError('prohibited');
  const rows = bodies.map((body) => Object.assign(validateBody(entity, body).data, entity.subset));
  await checkPlacements(trx, entity, actor, rows, 'create');
  await checkReferencesMany(trx, entity, actor, rows);
  for (const data of rows) {
    refuseUnpermittedChanges(entity, actor, data);
    fillNormalizedColumns(entity, data);
    sanitizeRichTextFields(entity, data);
  }
  const context = { db: trx, store, actor, rows, afterCommit: effects.add, afterCommitTogether: effects.together };
  await hooks.beforeWrite?.(context);
  // Last, as createIn's: "taken" is told only of rows every other check let through (and never answered from here).
  await checkUniqueAmong(trx, store.dialect, entity, rows);
  await hooks.checkUnique?.({ ...context, taken: unthrottledProbe });
  const now = new Date().toISOString();
  const ids = await insertRows(trx, entity.table, rows.map((data) => ({ ...recordToRow(entity, data), created_at: now, updated_at: now, created_by: actor.id })));
  await saveNewIdLists(trx, entity, ids, rows);
  await hooks.afterWrite?.({ ...context, ids });
  rows.forEach((data, i) => audit.add({ actor, entity: entity.path, recordId: ids[i], action: 'create', changes: diffRecords(entity, undefined, data) }));
  return ids;
}
