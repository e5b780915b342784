/**
 * What the server answers a device's own requests (server/request/v0/{serial}): events, access decisions
 * the device made, a monitor's alarms, and remote identifier validation. The device is the one the topic
 * names (the broker lets a device publish only there), never one its body names. A body that does not
 * match its call is refused with 400 and nothing is written. Remote identifier validation answers only what
 * could pass at the asking device, and is throttled per device (SECURITY.md).
 */
import type { IdentifierType } from '../../schemas/identifier';
import { decideAtDevice, identifierByValue } from '../access-decision/at-device';
import type { Store } from '../crud/repository';
import { INTERCOM_OPENING, SERVER_CALLS, serverCallOf, type ServerCallName, type ValidateAnswer } from '../../device-protocol/calls';
import type { RequestEnvelope } from '../../device-protocol/envelope';
import { raiseDeviceAlarm } from '../entities/device-alarms';
import { type AccessEventReport, completeAccessEvent, deviceBySerial, recordAccessEvents, recordDeviceEvents, type ReportingDevice } from './device-reports';
import type { Answer } from './mqtt-link';
import { tellIdentifierUses } from './identifier-use';
import { userOfNumber } from '../telephony/numbers';
import { validationThrottle } from './validation-throttle';
import { pendingValidations } from './pending-validations';
import type { z } from 'zod';

const TYPE_OF = { card: 'card', input_code: 'code', qr: 'qr' } as const satisfies Record<string, IdentifierType>;

/** What the inbox keeps between requests. */
interface InboxState {
  throttle: ReturnType<typeof validationThrottle>;
  pending: ReturnType<typeof pendingValidations>;
}

type Handler<N extends ServerCallName> = (store: Store, device: ReportingDevice, body: z.infer<(typeof SERVER_CALLS)[N]['body']>, inbox: InboxState) => Promise<Answer>;

/** The device decides from what it holds: the answer for values unknown, granted nowhere near it, or asked too often. */
const UNHANDLED: Answer = { status: 200, body: { handled: false } satisfies ValidateAnswer };

/** A validation the engine did not decide, recorded as the device's denied event with why. */
async function recordUndecided(store: Store, device: ReportingDevice, reason: 'unknown_identifier' | 'validation_throttled') {
  const [id] = await recordAccessEvents(store, device, [{ identifier_id: null, user_id: null, decision: 'denied', reason, at: new Date().toISOString() }]);
  return id;
}

async function ownerOf(store: Store, identifierId: number | undefined) {
  if (identifierId === undefined) return null;
  const row = await store.db.selectFrom('identifiers').select('owner').where('id', '=', identifierId).executeTakeFirst();
  return row?.owner == null ? null : Number(row.owner);
}

const HANDLERS: { [N in ServerCallName]: Handler<N> } = {
  async events(store, device, body) {
    const ids = await recordDeviceEvents(store, device, body.events);
    return { status: 200, body: { accepted: ids.length } };
  },

  async access_events(store, device, body, inbox) {
    const reports: AccessEventReport[] = [];
    let completed = 0;
    for (const event of body.events) {
      const decision = event.granted ? 'allowed' : 'denied';
      // The device decided a validation the server left to it: that presentation's event is already recorded.
      const pending = event.identifier_type === INTERCOM_OPENING ? undefined : inbox.pending.take(device.id, event.identifier_type, event.identifier_number);
      if (pending !== undefined) {
        await completeAccessEvent(store, pending, { decision, reason: event.reason });
        completed++;
        continue;
      }
      // A door opened during an intercom call: the person is the user of the number that pressed the key.
      if (event.identifier_type === INTERCOM_OPENING) {
        reports.push({ identifier_id: null, user_id: await userOfNumber(store.db, event.identifier_number), decision, reason: event.reason, at: event.at });
        continue;
      }
      const identifier_id = (await identifierByValue(store.db, TYPE_OF[event.identifier_type], event.identifier_number)) ?? null;
      reports.push({ identifier_id, user_id: await ownerOf(store, identifier_id ?? undefined), decision, reason: event.reason, at: event.at });
    }
    const ids = await recordAccessEvents(store, device, reports);
    const uses = reports.flatMap((report, i) => (report.identifier_id === null ? [] : [{ event_id: ids[i], identifier_id: report.identifier_id, device_id: device.id, decision: report.decision }]));
    void tellIdentifierUses(store, uses).catch(() => undefined);
    return { status: 200, body: { accepted: ids.length + completed } };
  },

  async alarm(store, device, body) {
    const id = await raiseDeviceAlarm(store, { device_id: device.id, zone: body.zone, sensor: body.sensor, active: body.active, at: body.at });
    return { status: 200, body: { alarm_id: id || null } };
  },

  async validate(store, device, body, inbox) {
    const turn = inbox.throttle(device.id);
    if (turn !== 'ask') {
      // Not left for the device's report to complete: this event marks the throttle, which that report would hide.
      if (turn === 'refuse_and_record') await recordUndecided(store, device, 'validation_throttled');
      return UNHANDLED;
    }
    // The device decides and reports it: its report completes the event recorded here (pending-validations.ts).
    const leaveToDevice = (eventId: number) => {
      inbox.pending.remember(device.id, body.identifier_type, body.identifier_number, eventId);
      return UNHANDLED;
    };
    const decision = await decideAtDevice(store.db, TYPE_OF[body.identifier_type], body.identifier_number, device.id);
    // Unknown here: the device may hold identifiers the console does not manage, so it decides itself.
    if (!decision) return leaveToDevice(await recordUndecided(store, device, 'unknown_identifier'));
    const at = new Date().toISOString();
    const verdict = decision.allowed ? 'allowed' : 'denied';
    const [eventId] = await recordAccessEvents(store, device, [{ identifier_id: decision.identifier_id, user_id: decision.user_id, decision: verdict, reason: decision.reason.code, at }]);
    void tellIdentifierUses(store, [{ event_id: eventId, identifier_id: decision.identifier_id, device_id: device.id, decision: verdict }]).catch(() => undefined);
    // Known, but nothing lets it through here: answered as unknown, so a device learns nothing of other doors.
    if (!decision.here) return leaveToDevice(eventId);
    const access = decision.allowed ? { granted: true as const, lock_number: 1 } : { granted: false as const };
    return { status: 200, body: { handled: true, access } satisfies ValidateAnswer };
  },
};

/** `validationMemoryMs`: how long a validation left to the device waits for its report (tests shorten it). */
export function deviceInbox(store: Store, options: { validationMemoryMs?: number } = {}) {
  const inbox: InboxState = { throttle: validationThrottle(), pending: pendingValidations(options.validationMemoryMs) };
  return async function answer(serial: string, request: RequestEnvelope): Promise<Answer> {
    const name = serverCallOf(request.method, request.uri);
    if (!name) return { status: 404, body: { error: 'not_found' } };
    const parsed = SERVER_CALLS[name].body.safeParse(request.body);
    if (!parsed.success) return { status: 400, body: { error: 'invalid_data', fields: parsed.error.issues.map((issue) => issue.path.join('.')) } };
    const device = await deviceBySerial(store, serial);
    if (!device) return { status: 404, body: { error: 'device_not_found' } };
    return (HANDLERS[name] as Handler<typeof name>)(store, device, parsed.data as never, inbox);
  };
}
