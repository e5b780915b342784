/**
 * The server's rules on a settings change beyond its section's schema, per section: each throws an AppError
 * to refuse the change (nothing is written). They read the database or the actor, which a description in
 * schemas/ cannot.
 */
import type { Kysely } from 'kysely';
import type { Actor } from '../access/actor';
import { assertRolesGrantable } from '../access/privilege';
import { AppError, errorField } from '../errors';
import { aboveCeiling, currentCeiling } from '../licensing/installed-licences';
import { assertNumbersCoverMobileApps } from '../licensing/licence-quantities';
import type { LicenceSettings } from '../../schemas/settings/license';
import type { SectionName } from '../settings/project-settings';
import { assertOneNumberListSent } from '../telephony/number-limits';
import type { SipSettings } from '../../schemas/settings/sip';
import type { WalletSigningSettings } from '../../schemas/settings/wallet-signing';
import { assertSigningUsable } from '../wallet-pass/signing-check';

type Json = Record<string, unknown>;
export type ChangeRule = (db: Kysely<any>, actor: Actor, before: Json, after: Json) => Promise<void>;

type SelfRegistration = { role_id: number | null };

/** The role self-registered accounts get is granted by whoever sets it (the privilege rule). */
const checkSelfRegistrationRole: ChangeRule = async (db, actor, before, after) => {
  const role = (after.user_self_register_settings as SelfRegistration).role_id;
  if (role === null || role === (before.user_self_register_settings as SelfRegistration).role_id) return;
  await assertRolesGrantable(db, actor, [role], 'user_self_register_settings.role_id');
};

/** Only a signed licence file raises a limit: a manager turns features off and lowers within it. */
const checkLicenceCeiling: ChangeRule = async (db, _actor, before, after) => {
  const above = aboveCeiling(after as LicenceSettings, await currentCeiling(db), before as LicenceSettings);
  if (above) throw new AppError('licence_limit', { [above]: errorField('licence_limit') });
  assertNumbersCoverMobileApps(before as LicenceSettings, after as LicenceSettings);
};

export const CHANGE_RULES: Partial<Record<SectionName, ChangeRule>> = {
  general: checkSelfRegistrationRole,
  sip: async (_db, _actor, _before, after) => assertOneNumberListSent(after as SipSettings),
  license: checkLicenceCeiling,
  wallet_signing: async (_db, _actor, _before, after) => assertSigningUsable(after as WalletSigningSettings),
};
