/** Entities whose strings live in their own module (locales/entity-strings.ts): one line per entity. */
import type { EntityLocale } from '../entity-strings';
import { groupStrings } from './group';
import { userStrings } from './user';
import { roleStrings } from './role';
import { deviceStrings } from './device';
import { markerStrings } from './marker';
import { scheduleStrings } from './schedule';
import { accessRuleStrings } from './access-rule';
import { identifierStrings } from './identifier';
import { ukey2Strings } from './ukey2';
import { guestPassStrings } from './guest-pass';
import { deviceTaskStrings } from './device-task';
import { deviceEventStrings } from './device-event';
import { accessControlEventStrings } from './access-control-event';
import { elevatorStrings } from './elevator';
import { elevatorAccessRuleStrings } from './elevator-access-rule';
import { elevatorEventStrings } from './elevator-event';
import { announceStrings } from './announce';
import { announceResponseStrings } from './announce-response';
import { announceResultStrings } from './announce-result';
import { conversationMessageStrings, conversationStrings } from './conversation';
import { deviceAlarmStrings } from './device-alarm';
import { emergencyAlertStrings } from './emergency-alert';
import { deviceHeartbeatStrings } from './device-heartbeat';
import { virtualNumberStrings } from './virtual-number';
import { sipTrunkStrings } from './sip-trunk';
import { forwardRuleStrings } from './forward-rule';
import { callQueueStrings } from './call-queue';
import { callStrings, sosCallStrings } from './call';
import { amenityReservationStrings, amenityStrings } from './amenity';
import { mailTemplateStrings } from './mail-template';

export const entityLocales: readonly EntityLocale<any>[] = [
  groupStrings, userStrings, roleStrings, deviceStrings, markerStrings, scheduleStrings, accessRuleStrings, identifierStrings, ukey2Strings, guestPassStrings, deviceTaskStrings, deviceEventStrings, accessControlEventStrings, elevatorStrings, elevatorAccessRuleStrings, elevatorEventStrings,
  deviceAlarmStrings, announceStrings, announceResponseStrings, announceResultStrings, conversationStrings, conversationMessageStrings, emergencyAlertStrings, deviceHeartbeatStrings,
  virtualNumberStrings, sipTrunkStrings, forwardRuleStrings, callQueueStrings, callStrings, sosCallStrings,
  amenityStrings, amenityReservationStrings, mailTemplateStrings];
