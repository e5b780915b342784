/**
 * User records made by the public flows. Creation goes through the generic repository (validation,
 * hooks, audit) as the system actor carrying the visitor's IP; what the repository does not let a body
 * set (the verified flag, an already hashed password) follows in one audited transaction.
 */
import { group as groupEntity } from '../../schemas/group';
import { type UserLicenseInfo, user as userEntity } from '../../schemas/user';
import { type Actor, SYSTEM_ACTOR } from '../access/actor';
import { MASK, recordEvent } from '../audit/record';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { equalsIgnoringCase } from '../db/casefold';
import { AppError, errorField } from '../errors';

export const visitor = (ip: string): Actor => ({ ...SYSTEM_ACTOR, ip });

/** A login or e-mail already held by a user answers 409 email_already_used (logins here are e-mails). */
export async function requireEmailFree(store: Store, email: string, field: string) {
  const taken = await store.db.selectFrom('users').select('id')
    .where((eb) => eb.or([equalsIgnoringCase(store.dialect, 'login', email), equalsIgnoringCase(store.dialect, 'email', email)]))
    .executeTakeFirst();
  if (taken) throw new AppError('email_already_used', { [field]: errorField('email_already_used') });
}

export interface NewAccount {
  login: string;
  name: string;
  email: string;
  passwordHash: string;
  locale?: string;
  roleId: number | null;
  domainId: number;
  profile?: Record<string, unknown>;
  /** Absent: the default, everything the server licence allows. */
  licenseInfo?: UserLicenseInfo;
}

export async function createVerifiedUser(store: Store, ip: string, account: NewAccount) {
  const actor = visitor(ip);
  const created = await repository.create(store, userEntity, actor, {
    login: account.login,
    name: account.name,
    email: account.email,
    role_id: account.roleId,
    domain_ids: [account.domainId],
    send_registration_link: false,
    ...(account.locale && { locale: account.locale }),
    ...(account.profile && { profile: account.profile }),
    ...(account.licenseInfo && { license_info: account.licenseInfo }),
  });
  const id = Number(created.id);
  await store.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password: account.passwordHash, is_verified: 1, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await recordEvent(trx, { actor, entity: 'users', recordId: id, action: 'update', changes: { is_verified: { before: false, after: true }, password: { after: MASK } } });
  });
  return id;
}

/** The self-registered object: a group of that name under the configured parent. */
export async function createObjectGroup(store: Store, ip: string, name: string, parentId: number) {
  const created = await repository.create(store, groupEntity, visitor(ip), { name, parent_id: parentId });
  return Number(created.id);
}
