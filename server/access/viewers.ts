/**
 * Who may see a record: the users whose role grants a view permission of the entity and whose scope reaches
 * the record, decided by the same access filter as their own requests. For notifications about a record
 * (an alarm raised, an announcement received), so nobody is told of what they could not open.
 */
import type { Kysely } from 'kysely';
import { type Entity, grantOf } from '../../schemas/define-entity';
import { loadActor } from './actor';
import { accessFilter } from './scope';

export async function viewersOf(db: Kysely<any>, entity: Entity, id: number): Promise<number[]> {
  const permissions: string[] = Object.values(grantOf(entity, 'view')).filter((grant) => typeof grant === 'string');
  if (!permissions.length) return [];
  const roles = await db.selectFrom('roles').select(['id', 'permissions']).execute();
  const roleIds = roles.filter((role) => (JSON.parse(String(role.permissions)) as string[]).some((p) => permissions.includes(p))).map((role) => Number(role.id));
  if (!roleIds.length) return [];
  const users = await db.selectFrom('users').select('id').where('role_id', 'in', roleIds).execute();
  const viewers: number[] = [];
  for (const { id: userId } of users) {
    const actor = await loadActor(db, Number(userId));
    if (!actor) continue;
    const seen = await db.selectFrom(entity.table).select('id').where(`${entity.table}.id`, '=', id).where(accessFilter(entity, actor, 'view')).executeTakeFirst();
    if (seen) viewers.push(actor.id!);
  }
  return viewers;
}
