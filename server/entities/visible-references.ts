/** References a record may hold: ids of records that exist and that the acting user may view. */
import type { Kysely } from 'kysely';
import { entityByPath } from '../../schemas';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { AppError, fieldMessage } from '../errors';

/** Throws `invalid related entity sent` naming the field when an id is unknown or out of the actor's view. */
export async function checkVisibleReferences(db: Kysely<any>, actor: Actor, field: string, path: string, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const entity = entityByPath(path)!;
  const found = await db.selectFrom(entity.table).select('id').where('id', 'in', unique).where(accessFilter(entity, actor, 'view')).execute();
  if (found.length !== unique.length) throw new AppError('invalid_related_entity', { [field]: fieldMessage('not_found') }, { entities: [path] });
}
