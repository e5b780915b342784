/**
 * Who may sign in to the device broker: each device with its serial number (`login`) and its MQTT
 * password (`device_settings.mqtt.password`, write-only), and the server itself. The embedded broker asks
 * `verify` at every connection; an external broker keeps its own accounts, which `BrokerAccounts` writes.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { device } from '../../schemas/device';
import { rowToRecord } from '../db/codec';
import { isTopicSafeSerial } from '../../device-protocol/topics';

export interface DeviceCredentials {
  /** Is this the device's serial and MQTT password? `from` is the address asking (for throttling). */
  verify(serial: string, password: string, from?: string): Promise<boolean>;
}

/** An external broker's accounts (mosquitto's dynamic security), kept equal to the devices' credentials. */
export interface BrokerAccounts {
  put(serial: string, password: string): Promise<void>;
  remove(serial: string): Promise<void>;
}

export const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The device's MQTT password as stored ('' when none is set: such a device cannot sign in). The serial must
 * be spelled as stored: SQLite's column ignores case where PostgreSQL's does not, and a device has one name
 * on the broker (its topics, its client id, its one connection).
 */
export async function mqttPasswordOf(db: Kysely<any>, serial: string) {
  const row = await db.selectFrom('devices').select(['id', 'login', 'device_settings']).where('login', '=', serial).executeTakeFirst();
  if (!row || row.login !== serial) return '';
  const settings = rowToRecord(device, row).device_settings as { mqtt?: { password?: string } } | undefined;
  return settings?.mqtt?.password ?? '';
}

export function databaseCredentials(db: Kysely<any>): DeviceCredentials {
  return {
    async verify(serial, password) {
      if (!isTopicSafeSerial(serial) || !password) return false;
      const stored = await mqttPasswordOf(db, serial);
      return stored !== '' && sameSecret(stored, password);
    },
  };
}
