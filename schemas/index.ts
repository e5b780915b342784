/** The table of contents of the product: every entity the generator knows. Add one line per new entity. */
import { accessRule } from './access-rule';
import type { Entity } from './define-entity';
import { device } from './device';
import { group } from './group';
import { identifier } from './identifier';
import { marker } from './marker';
import { role } from './role';
import { schedule } from './schedule';
import { user } from './user';
import { accessControlEvent } from './access-control-event';
import { deviceEvent } from './device-event';
import { deviceTask } from './device-task';
import { elevator } from './elevator';
import { elevatorAccessRule } from './elevator-access-rule';
import { elevatorEvent } from './elevator-event';
import { ukey2 } from './ukey2';
import { guestPass } from './guest-pass';
import { deviceAlarm } from './device-alarm';
import { announce } from './announce';
import { announceResponse } from './announce-response';
import { announceResult } from './announce-result';
import { deviceHeartbeat } from './device-heartbeat';
import { conversation } from './conversation';
import { conversationMessage } from './conversation-message';
import { emergencyAlert } from './emergency-alert';
import { virtualNumber } from './virtual-number';
import { sipTrunk } from './sip-trunk';
import { forwardRule } from './forward-rule';
import { callQueue } from './call-queue';
import { call } from './call';
import { sosCall } from './sos-call';
import { amenity } from './amenity';
import { amenityReservation } from './amenity-reservation';
import { mailTemplate } from './mail-template';

export const entities = [group, user, role, device, marker, schedule, accessRule, identifier, deviceTask, deviceHeartbeat, deviceEvent, accessControlEvent, elevator, elevatorAccessRule, elevatorEvent, ukey2, deviceAlarm, announce, announceResponse, announceResult, conversation, conversationMessage, emergencyAlert, virtualNumber, forwardRule, callQueue, sipTrunk, call, sosCall, amenity, amenityReservation, mailTemplate] as unknown as readonly Entity[];

/**
 * Entities whose API is hand-written (server/guest-access/): the console generates their screens from the
 * description, the server's generic layer (routes, tables, OpenAPI, the authorisation matrix) leaves them out.
 */
export const handWrittenApiEntities = [guestPass] as unknown as readonly Entity[];

/** Entities whose API is hand-written: the generic routes (allowed-actions among them) do not serve them. */
export const isHandWritten = (entity: Entity) => handWrittenApiEntities.includes(entity);

/** Every entity the console has screens for. */
export const consoleEntities: readonly Entity[] = [...entities, ...handWrittenApiEntities];

/** The entity of an API path, or of a console route (a react-admin resource name). */
export function entityByPath(path: string): Entity | undefined {
  return consoleEntities.find((entity) => entity.path === path || entity.route === path);
}

export { accessControlEvent, announce, announceResponse, announceResult, conversation, conversationMessage, deviceAlarm, deviceEvent, emergencyAlert, deviceTask, elevator, elevatorAccessRule, elevatorEvent, guestPass, ukey2 };
export { amenity, amenityReservation, mailTemplate };
export { call, callQueue, forwardRule, sipTrunk, sosCall, virtualNumber };
export { accessRule, device, group, identifier, marker, role, schedule, user };
