/**
 * Who sees which menu item (000 §2.5), with the licence gating of 000 §4.2. A rule is a list of conditions
 * that must all hold; an empty list means "always". Pure functions, so every rule is tested as a table.
 */
import type { ServerFeature, ServerLicence, UserFeature, UserLicenceState } from '../../schemas/licence';
import { USER_FEATURES } from '../../schemas/licence';
import type { Permission } from '../../schemas/permissions';

/** Features that both a server licence and a user's licence state can carry ("over-limit" applies to these). */
export type OverLimitFeature = Extract<ServerFeature, 'sip' | 'mobile_app'>;
export const isOverLimitFeature = (feature: ServerFeature): feature is OverLimitFeature => feature === 'sip' || feature === 'mobile_app';

export type Condition =
  /** The role holds at least one of these permissions. */
  | { anyPermission: readonly Permission[] }
  /** The feature is licensed to this user (server licence and the user's own state). */
  | { licensed: ServerFeature }
  /** At least one of the features is licensed. */
  | { anyLicensed: readonly ServerFeature[] }
  /** The feature is licensed, or it is off only because the user's quantity ran out (000 §4.2). */
  | { licensedOrOverLimit: OverLimitFeature };

export type MenuRule = readonly Condition[];

export interface MenuContext {
  /** The role's permission strings. */
  permissions: readonly string[];
  /** GET /server/settings `license`; undefined (not known yet, or no licensing) counts as everything licensed. */
  serverLicence?: ServerLicence;
  /** GET /profile `license_state`; undefined counts as everything licensed. */
  userLicenceState?: UserLicenceState;
  /**
   * Whether the page behind a menu path opens for this user (an entity's list needs a view grant); the
   * spec's "always" items lead nowhere else, so no item leads to "Access denied". Undefined: every page opens.
   */
  mayOpen?: (path: string) => boolean;
}

const isUserFeature = (feature: string): feature is UserFeature => (USER_FEATURES as readonly string[]).includes(feature);

/** The server licence enables the feature. A licence that does not name it leaves it off. */
export function serverEnables(feature: ServerFeature, licence: ServerLicence | undefined): boolean {
  if (!licence) return true;
  return licence.features[feature]?.is_enabled ?? false;
}

/** The user's own licence leaves the feature on; features a user licence does not carry are on. */
export function userEnables(feature: ServerFeature, state: UserLicenceState | undefined): boolean {
  if (!state || !isUserFeature(feature)) return true;
  return state[feature]?.is_enabled ?? true;
}

/** Feature flag = server licence AND the user's licence state (000 §4.2). */
export function isLicensed(feature: ServerFeature, context: Pick<MenuContext, 'serverLicence' | 'userLicenceState'>): boolean {
  return serverEnables(feature, context.serverLicence) && userEnables(feature, context.userLicenceState);
}

/**
 * "Disabled only because of over-limit" (000 §4.2): the server enables the feature, the user's state has it
 * off, and the restrictor names a quantity ('qty' in it, e.g. 'qty_limit').
 */
export function isOverLimit(feature: OverLimitFeature, context: Pick<MenuContext, 'serverLicence' | 'userLicenceState'>): boolean {
  const own = context.userLicenceState?.[feature];
  if (!own || own.is_enabled) return false;
  return serverEnables(feature, context.serverLicence) && (own.restrictor ?? '').includes('qty');
}

export function holds(condition: Condition, context: MenuContext): boolean {
  if ('anyPermission' in condition) return condition.anyPermission.some((permission) => context.permissions.includes(permission));
  if ('licensed' in condition) return isLicensed(condition.licensed, context);
  if ('anyLicensed' in condition) return condition.anyLicensed.some((feature) => isLicensed(feature, context));
  return isLicensed(condition.licensedOrOverLimit, context) || isOverLimit(condition.licensedOrOverLimit, context);
}

export function allows(rule: MenuRule, context: MenuContext): boolean {
  return rule.every((condition) => holds(condition, context));
}
