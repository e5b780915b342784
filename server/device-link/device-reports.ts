/**
 * What devices report, written as the system: device events and access-control events. Reports are not
 * audited (they are the record themselves) and each committed row is told to the live channel, so lists
 * following `entity.devices/events` or `entity.access-control/events` refresh at once.
 */
import { accessControlEvent } from '../../schemas/access-control-event';
import { deviceEvent } from '../../schemas/device-event';
import type { Entity } from '../../schemas/define-entity';
import type { Store } from '../crud/repository';
import { recordToRow } from '../db/codec';

/** The device as the protocol names it: by serial. */
export interface ReportingDevice {
  id: number;
  domain_id: number;
  login: string;
  protocol: string | null;
  status: string | null;
}

export async function deviceBySerial(store: Store, serial: string): Promise<ReportingDevice | undefined> {
  const row = await store.db.selectFrom('devices').select(['id', 'domain_id', 'login', 'protocol', 'status']).where('login', '=', serial).executeTakeFirst();
  return row && { id: Number(row.id), domain_id: Number(row.domain_id), login: String(row.login), protocol: row.protocol ?? null, status: row.status ?? null };
}

/**
 * A device's moment in UTC: a device may say `+03:00`, and lists sort (and reservations compare, see
 * server/amenities/reservation-status.ts) moments as the text they are stored as.
 */
const inUtc = (record: Record<string, unknown>) => (typeof record.at === 'string' ? { ...record, at: new Date(record.at).toISOString() } : record);

async function insertReports(store: Store, entity: Entity, records: Record<string, unknown>[]) {
  if (!records.length) return [];
  const now = new Date().toISOString();
  const rows = records.map((record) => ({ ...recordToRow(entity, inUtc(record)), created_at: now, updated_at: now, created_by: null }));
  const inserted = await store.db.insertInto(entity.table).values(rows).returning('id').execute();
  const ids = inserted.map((row) => Number(row.id));
  for (const id of ids) store.events?.changed({ entity: entity.path, id, action: 'created', by: null, fields: [] });
  return ids;
}

export interface DeviceEventReport {
  type: string;
  at: string;
  message?: string;
  data?: Record<string, unknown>;
}

export function recordDeviceEvents(store: Store, device: ReportingDevice, events: DeviceEventReport[]) {
  return insertReports(
    store,
    deviceEvent,
    events.map((event) => ({ device_id: device.id, domain_id: device.domain_id, type: event.type, message: event.message ?? '', data: event.data ?? {}, at: event.at })),
  );
}

export interface AccessEventReport {
  identifier_id: number | null;
  user_id: number | null;
  decision: 'allowed' | 'denied';
  reason: string;
  at: string;
}

export function recordAccessEvents(store: Store, device: ReportingDevice, events: AccessEventReport[]) {
  return insertReports(store, accessControlEvent, events.map((event) => ({ ...event, device_id: device.id, domain_id: device.domain_id })));
}

/** An event recorded for a validation the device then decided itself, completed with the device's decision. */
export async function completeAccessEvent(store: Store, id: number, outcome: Pick<AccessEventReport, 'decision' | 'reason'>) {
  await store.db.updateTable(accessControlEvent.table).set({ decision: outcome.decision, reason: outcome.reason, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
  store.events?.changed({ entity: accessControlEvent.path, id, action: 'updated', by: null, fields: ['decision', 'reason'] });
}
