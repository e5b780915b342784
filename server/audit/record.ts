/**
 * The audit trail: one row per change, written by the caller inside the change's own transaction, so
 * nothing is audited that did not happen and nothing happens unaudited. Secrets never reach it: write-only
 * fields and nested secrets are masked.
 */
import type { Kysely } from 'kysely';
import { type Entity, recordFields } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { fieldSets } from '../crud/field-sets';
import { storageOf } from '../db/columns';

export const MASK = '********';

/** CRUD, the account's events, and an entity command by its name (`command:process`). */
export type AuditAction = 'create' | 'update' | 'delete' | 'login' | 'login_failed' | 'logout' | 'password_change' | `command:${string}`;
export type Changes = Record<string, { before?: unknown; after?: unknown }>;

export interface AuditEvent {
  actor: Pick<Actor, 'id' | 'ip'>;
  entity: string;
  recordId: number | null;
  action: AuditAction;
  changes: Changes;
}

const auditRow = (event: AuditEvent, at = new Date().toISOString()) => ({
  at,
  user_id: event.actor.id,
  ip: event.actor.ip ?? null,
  entity: event.entity,
  record_id: event.recordId,
  action: event.action,
  changes: JSON.stringify(event.changes),
});

export async function recordEvent(db: Kysely<any>, event: AuditEvent) {
  await db.insertInto('audit_events').values(auditRow(event)).execute();
}

type AuditRow = ReturnType<typeof auditRow>;

/**
 * Events kept to be written together in their transaction (an import's rows: one INSERT per 500 instead of one
 * per row), each with the time it happened.
 */
export class AuditBatch {
  private readonly rows: AuditRow[] = [];
  add(event: AuditEvent) {
    this.rows.push(auditRow(event));
  }
  /** Another batch's events after this one's (a row's, once the row is kept). */
  adopt(other: AuditBatch) {
    this.rows.push(...other.rows);
  }
  async write(db: Kysely<any>) {
    for (let i = 0; i < this.rows.length; i += 500) await db.insertInto('audit_events').values(this.rows.slice(i, i + 500)).execute();
    this.rows.length = 0;
  }
}
export const auditBatch = () => new AuditBatch();

function maskNested(value: unknown, paths: string[][]): unknown {
  if (!paths.length || value === null || typeof value !== 'object') return value;
  const copy = structuredClone(value) as any;
  for (const path of paths) {
    let node = copy;
    for (const key of path.slice(0, -1)) node = node?.[key];
    const leaf = path[path.length - 1];
    if (node && typeof node === 'object' && node[leaf] !== undefined) node[leaf] = MASK;
  }
  return copy;
}

/** JSON with object keys sorted: a stored object and a parsed body may list the same keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || value === undefined || typeof value !== 'object') return JSON.stringify(value ?? null);
  const entries = Object.entries(value).filter(([, child]) => child !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
}

/** An id list (a join table) is a set: order and repeats mean nothing once stored. */
const idSet = (value: unknown) => (Array.isArray(value) ? [...new Set(value.map(Number))].sort((a, b) => a - b) : value);

const storedFieldsCache = new Map<Entity, { stored: Set<string>; idLists: Set<string> }>();
/** The fields a record stores: columns and id lists. Transient fields (instructions) are not among them. */
function storedFields(entity: Entity) {
  let fields = storedFieldsCache.get(entity);
  if (!fields) {
    const { columns, joins } = storageOf(entity);
    fields = { stored: new Set([...columns.map((c) => c.name), ...Object.keys(joins)]), idLists: new Set(Object.keys(joins)) };
    storedFieldsCache.set(entity, fields);
  }
  return fields;
}

/**
 * Per changed stored field, before and after, secrets masked. Server-owned record fields and fields that
 * are never stored are left out, so an update that stores what is stored has no changes.
 */
export function diffRecords(entity: Entity, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): Changes {
  const { writeOnly, nestedSecrets } = fieldSets(entity);
  const { stored, idLists } = storedFields(entity);
  const changes: Changes = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (field in recordFields || !stored.has(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    // An update names only what it writes: a field absent from `after` is unchanged.
    if (before && after && !(field in after)) continue;
    const comparable = idLists.has(field) ? idSet : (value: unknown) => value;
    if (canonical(comparable(was)) === canonical(comparable(now))) continue;
    const secrets = nestedSecrets.filter((path) => path[0] === field).map((path) => path.slice(1));
    const show = (value: unknown) => (value === undefined || value === null ? value : writeOnly.has(field) ? MASK : maskNested(value, secrets));
    changes[field] = { ...(before && { before: show(was) }), ...(after && { after: show(now) }) };
  }
  return changes;
}
