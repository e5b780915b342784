/** "May this actor edit that user?" — the same scope as PATCH /users/{id} (own record included); else 404. */
import { user as userEntity } from '../../schemas/user';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { AppError } from '../errors';

export function userIdParam(params: unknown) {
  const id = Number((params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new AppError('not_found');
  return id;
}

export async function editableUser(store: Store, actor: Actor, id: number) {
  const row = await store.db.selectFrom('users').selectAll().where('id', '=', id).where(accessFilter(userEntity, actor, 'update')).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row as Record<string, any>;
}
