/**
 * The server's rules on a settings change beyond its section's schema, per section: each throws an AppError
 * to refuse the change (nothing is written). They read the database or the actor, which a description in
 * schemas/ cannot.
 */
import type { Kysely } from 'kysely';
import { type Actor, hasPermission } from '../access/actor';
import { assertRolesGrantable } from '../access/privilege';
import { fieldSets } from '../crud/field-sets';
import { AppError, errorField } from '../errors';
import { aboveCeiling, currentCeiling } from '../licensing/installed-licences';
import { assertNumbersCoverMobileApps } from '../licensing/licence-quantities';
import type { LicenceSettings } from '../../schemas/settings/license';
import type { SectionName } from '../settings/project-settings';
import { assertOneNumberListSent } from '../telephony/number-limits';
import type { SipSettings } from '../../schemas/settings/sip';
import { CLIENT_TYPES, type ClientType } from '../../schemas/settings/client-types';
import type { GeneralSettings } from '../../schemas/settings/general';
import { user } from '../../schemas/user';
import type { WalletSigningSettings } from '../../schemas/settings/wallet-signing';
import { assertSigningUsable } from '../wallet-pass/signing-check';

type Json = Record<string, unknown>;
export type ChangeRule = (db: Kysely<any>, actor: Actor, before: Json, after: Json) => Promise<void>;

type SelfRegistration = GeneralSettings['user_self_register_settings'];

/** A role self-registered accounts get (the section's, or a client type's) is granted by whoever sets it (the privilege rule). */
async function checkGrantedRole(db: Kysely<any>, actor: Actor, role: number | null, before: number | null, field: string) {
  if (role === null || role === before) return;
  await assertRolesGrantable(db, actor, [role], field);
}

/** A client type's licence is given to users: set only by who may edit users' licences (the user description's rule). */
function checkClientTypeLicence(actor: Actor, type: ClientType, before: SelfRegistration, after: SelfRegistration) {
  const [was, now] = [before.client_types[type].license_settings, after.client_types[type].license_settings];
  if (JSON.stringify(was) === JSON.stringify(now)) return;
  const editors = fieldSets(user).editableWith.get('license_info') ?? [];
  if (!editors.some((permission) => hasPermission(actor, permission))) {
    throw new AppError('prohibited', { [`user_self_register_settings.client_types.${type}.license_settings`]: 'not editable' });
  }
}

const checkSelfRegistration: ChangeRule = async (db, actor, before, after) => {
  const [was, now] = [before.user_self_register_settings as SelfRegistration, after.user_self_register_settings as SelfRegistration];
  await checkGrantedRole(db, actor, now.role_id, was.role_id, 'user_self_register_settings.role_id');
  for (const type of CLIENT_TYPES) {
    const field = `user_self_register_settings.client_types.${type}.role_id`;
    await checkGrantedRole(db, actor, now.client_types[type].role_id, was.client_types[type].role_id, field);
    checkClientTypeLicence(actor, type, was, now);
  }
};

/** Only a signed licence file raises a limit: a manager turns features off and lowers within it. */
const checkLicenceCeiling: ChangeRule = async (db, _actor, before, after) => {
  const above = aboveCeiling(after as LicenceSettings, await currentCeiling(db), before as LicenceSettings);
  if (above) throw new AppError('licence_limit', { [above]: errorField('licence_limit') });
  assertNumbersCoverMobileApps(before as LicenceSettings, after as LicenceSettings);
};

export const CHANGE_RULES: Partial<Record<SectionName, ChangeRule>> = {
  general: checkSelfRegistration,
  sip: async (_db, _actor, _before, after) => assertOneNumberListSent(after as SipSettings),
  license: checkLicenceCeiling,
  wallet_signing: async (_db, _actor, _before, after) => assertSigningUsable(after as WalletSigningSettings),
};
