/**
 * A record's log (001 §6 "view log"; 001 §7 amenity reservations' `logs`): its audit events, newest first, for
 * whoever holds the entity's `view_log` grant where the record is. Served by the generic routes for every entity
 * that declares the grant; the record must still exist (a deleted record's trail is the audit page's).
 */
import type { Entity } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { AppError } from '../errors';
import type { Store } from './repository';

export async function recordLog(store: Store, entity: Entity, actor: Actor, id: number, page: { page: number; size: number }) {
  const seen = store.db.selectFrom(entity.table).select(`${entity.table}.id`).where(`${entity.table}.id`, '=', id);
  if (!(await seen.where(accessFilter(entity, actor, 'view')).executeTakeFirst())) throw new AppError('not_found');
  if (!(await seen.where(accessFilter(entity, actor, 'view_log')).executeTakeFirst())) throw new AppError('prohibited');
  const events = store.db.selectFrom('audit_events as e').where('e.entity', '=', entity.path).where('e.record_id', '=', id);
  const counted = await events.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await events
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.user_id', 'u.name as user_name', 'e.action', 'e.changes'])
    .orderBy('e.id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      at: String(row.at),
      user_id: row.user_id === null ? null : Number(row.user_id),
      user_name: row.user_name === null ? null : String(row.user_name),
      action: String(row.action),
      changes: JSON.parse(String(row.changes)) as Record<string, { before?: unknown; after?: unknown }>,
    })),
    pagination: { total: Number(counted.total), ...page },
  };
}
