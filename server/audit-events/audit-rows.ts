/**
 * The audit events an actor may read, filtered, newest first, each with its author's name: one selection that
 * the list pages and the download streams.
 */
import type { Actor } from '../access/actor';
import type { Store } from '../crud/repository';
import type { AuditFilters } from './audit-query';
import { auditScope } from './audit-scope';
import type { Changes } from '../audit/record';

export interface AuditRow {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  ip: string | null;
  entity: string;
  record_id: number | null;
  action: string;
  changes: Changes;
}

export function auditSelection(store: Store, actor: Actor, filters: AuditFilters) {
  let base = store.db.selectFrom('audit_events as e').where(auditScope(store.entities, actor, filters.entity));
  if (filters.user_id !== undefined) base = base.where('e.user_id', '=', filters.user_id);
  if (filters.entity !== undefined) base = base.where('e.entity', '=', filters.entity);
  if (filters.record_id !== undefined) base = base.where('e.record_id', '=', filters.record_id);
  if (filters.action !== undefined) base = base.where('e.action', '=', filters.action);
  // ISO 8601 UTC text sorts as time does.
  if (filters.from !== undefined) base = base.where('e.at', '>=', filters.from);
  if (filters.to !== undefined) base = base.where('e.at', '<', filters.to);
  return base;
}

export async function auditTotal(store: Store, actor: Actor, filters: AuditFilters) {
  const counted = await auditSelection(store, actor, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(counted.total);
}

const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

export async function auditPage(store: Store, actor: Actor, filters: AuditFilters, page: { page: number; size: number }): Promise<AuditRow[]> {
  const rows = await auditSelection(store, actor, filters)
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.user_id', 'u.name as user_name', 'e.ip', 'e.entity', 'e.record_id', 'e.action', 'e.changes'])
    .orderBy('e.id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: String(row.at),
    user_id: nullableNumber(row.user_id),
    user_name: row.user_name === null ? null : String(row.user_name),
    ip: row.ip === null ? null : String(row.ip),
    entity: String(row.entity),
    record_id: nullableNumber(row.record_id),
    action: String(row.action),
    changes: JSON.parse(String(row.changes)) as Changes,
  }));
}
