/**
 * The signed-in user's own account (001 §7): DELETE /account after checking the password, and the
 * mobile-app popup switch of the profile. The last user holding every permission may not delete
 * itself: the project would be left without anyone able to administer it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PERMISSIONS } from '../../schemas/permissions';
import { user as userEntity } from '../../schemas/user';
import { verifyPassword } from '../auth/passwords';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { AppError, errorField } from '../errors';
import { visitor } from './account-users';
import { parseBody } from './request-body';
import { dataOf, okAnswer } from '../../schemas/answer-envelopes';
import { appPopup } from '../../schemas/account-answers';

const deleteBody = z.strictObject({ password: z.string().min(1).max(128) });
const popupBody = z.strictObject({ is_app_popup_active: z.boolean() });

/** Users other than `userId` whose role grants every permission of the catalogue. */
async function otherFullAdministrators(store: Store, userId: number) {
  const rows = await store.db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'roles.permissions']).where('users.id', '<>', userId).execute();
  return rows.filter((row) => {
    const granted = new Set(JSON.parse(row.permissions) as string[]);
    return PERMISSIONS.every((permission) => granted.has(permission));
  }).length;
}

export function ownAccountRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    app.delete('/account', { config: { doc: { summary: 'Delete own account (confirmed with the password)', tags: ['account'], body: deleteBody, answer: okAnswer } } }, async (request) => {
      const { password } = parseBody(deleteBody, request.body ?? {});
      const userId = request.actor.id!;
      const row = await db.selectFrom('users').select('password').where('id', '=', userId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(password, row.password))) throw new AppError('wrong_old_password', { password: errorField('wrong_old_password') });
      const isFull = PERMISSIONS.every((permission) => request.actor.permissions.has(permission));
      if (isFull && (await otherFullAdministrators(store, userId)) === 0) throw new AppError('prohibited', { _: 'last administrator' });
      // The system actor: the users' hook refuses self-deletion through the user screens, not here.
      await repository.removeOne(store, userEntity, visitor(request.ip), userId);
      await db.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
      return { data: { ok: true } };
    });

    app.patch('/profile/mobile-client/popup/active', { config: { doc: { summary: 'Turn the mobile client popup on or off', tags: ['auth'], body: popupBody, answer: dataOf(appPopup) } } }, async (request) => {
      const { is_app_popup_active } = parseBody(popupBody, request.body);
      await repository.update(store, userEntity, request.actor, request.actor.id!, { profile: { is_app_popup_active } });
      return { data: { is_app_popup_active } };
    });
  };
}
