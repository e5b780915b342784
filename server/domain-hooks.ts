/**
 * Every domain's entity hooks (server/crud/hooks.ts), composed once by the composition root (app.ts) before
 * the store is built: the domains' own lists, then the hooks bound to this server's services (the mailers, the
 * device network's broker accounts). Within an entity's stage, hooks run in this order. An entity without
 * hooks needs no line here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { entities } from '../schemas';
import type { AccountMailer } from './account/account-mail';
import { invitationHooks } from './account/invitations';
import { amenityHooks } from './amenities/amenity-rules';
import { reservationHooks } from './amenities/reservation-rules';
import { announceResultHooks } from './communications/announce-results';
import type { AnnounceSenders } from './communications/announce-mail';
import { announceHooks } from './communications/announces';
import { conversationHooks, conversationMessageHooks } from './communications/conversations';
import { emergencyAlertHooks } from './communications/emergency-alerts';
import { type EntityHookSet, type HookRegistry, composeHooks } from './crud/hooks';
import type { Store } from './crud/repository';
import type { DialectName } from './db/connect';
import { licenceGate } from './licensing/require-licence';
import { accountSyncHooks } from './device-broker/account-sync';
import { deviceHeartbeatHooks } from './device-link/heartbeat-rows';
import { accessRuleHooks } from './entities/access-rules';
import { deviceAlarmHooks } from './entities/device-alarms';
import { deviceTaskHooks } from './entities/device-tasks';
import { deviceHooks } from './entities/devices';
import { elevatorAccessRuleHooks } from './entities/elevator-access-rules';
import { elevatorHooks } from './entities/elevators';
import { groupHooks } from './entities/groups';
import { identifierHooks } from './entities/identifiers';
import { facePhotoHooks } from './face-photos/face-photo-rule';
import { roleHooks } from './entities/roles';
import { scheduleHooks } from './entities/schedules';
import { ukey2Hooks } from './entities/ukey2';
import { userHooks } from './entities/users';
import { mailTemplateHooks } from './mail/mail-templates';
import { sipTrunkHooks } from './telephony/sip-trunks';
import { virtualNumberHooks } from './telephony/virtual-numbers';

/** The hooks that need no service of the running server (a seed script composes these alone). */
export const domainHooks: readonly EntityHookSet[] = [
  groupHooks,
  userHooks,
  roleHooks,
  deviceHooks,
  scheduleHooks,
  accessRuleHooks,
  identifierHooks,
  ...facePhotoHooks,
  elevatorHooks,
  elevatorAccessRuleHooks,
  ukey2Hooks,
  deviceAlarmHooks,
  deviceTaskHooks,
  conversationHooks,
  conversationMessageHooks,
  emergencyAlertHooks,
  announceResultHooks,
  deviceHeartbeatHooks,
  virtualNumberHooks,
  sipTrunkHooks,
  mailTemplateHooks,
  amenityHooks,
  reservationHooks,
];

/** What the service-bound hooks use: the account and announcement mailers and the server's log. */
export interface HookServices {
  accountMail: AccountMailer;
  announceSenders: AnnounceSenders;
  log: FastifyBaseLogger;
}

/** The server's registry: the domains' hooks, then the invitation on a user's creation and the broker accounts' upkeep. */
export function serverHooks(services: HookServices): HookRegistry {
  return composeHooks([
    ...domainHooks,
    announceHooks(services.announceSenders),
    invitationHooks(services.accountMail, services.log),
    accountSyncHooks((error) => services.log.error({ err: error }, 'broker accounts')),
  ]);
}

/** A store for seed scripts (bench/): the domains' hooks and the licence gate, no service running. */
export function seedingStore(db: Kysely<any>, dialect: DialectName): Store {
  return Object.freeze({ db, dialect, hooks: composeHooks(domainHooks), entities, licences: licenceGate });
}
