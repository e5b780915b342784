/** First start: the system administrator role and the `admin` user, whose password is printed once. */
import { PERMISSIONS } from '../schemas/permissions';
import { role, user } from '../schemas';
import { SYSTEM_ACTOR } from './access/actor';
import { generatePassword } from './auth/passwords';
import * as repository from './crud/repository';
import type { Store } from './crud/repository';

export async function ensureAdministrator(store: Store, password?: string) {
  const existing = await store.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const adminRole = await repository.create(store, role, SYSTEM_ACTOR, {
    name: 'System administrator',
    description: 'Every permission in the catalogue',
    permissions: [...PERMISSIONS],
  });
  const initialPassword = password ?? generatePassword();
  await repository.create(store, user, SYSTEM_ACTOR, {
    login: 'admin',
    name: 'Administrator',
    email: '',
    password: initialPassword,
    role_id: adminRole.id,
    domain_ids: [0],
    send_registration_link: false,
  });
  return { login: 'admin', password: initialPassword, generated: !password };
}
