/**
 * Which devices are alive, from what they say: a status message or heartbeat, or any request they make.
 * A device heard while offline comes online at once; devices heard are written as `last_seen_at` in one
 * statement per few hundred devices at each sweep, not one write per heartbeat (10,000 devices beating every
 * 30 s would be 333 writes a second). Devices in HTTP mode have no broker to publish their last will, so the
 * sweep marks one offline when it has not been heard for the timeout (three missed heartbeats).
 */
import type { Store } from '../crud/repository';

export type DeviceStatusChange = (serial: string, status: 'online' | 'offline', at?: string) => Promise<void>;

export interface HeartbeatOptions {
  /** An HTTP device not heard for this long is offline. */
  timeoutMs: number;
  /** Writes a status change (device-network: the device row, its event, its tasks, warnings). */
  change: DeviceStatusChange;
}

export interface Heartbeats {
  /** The device was heard from (a heartbeat, a status message saying online, any request). */
  heard(serial: string): Promise<void>;
  /** The device said goodbye, or the broker said so for it. */
  gone(serial: string, at?: string): Promise<void>;
  /** Writes `last_seen_at` of the devices heard since the last sweep and marks silent HTTP devices offline. */
  sweep(): Promise<void>;
  /** Forgets who is online (the embedded broker restarted empty): the next device heard comes online again. */
  forget(): void;
}

const BATCH = 500;

export function heartbeats(store: Store, options: HeartbeatOptions): Heartbeats {
  /** Devices this process knows to be online, with when it last made sure the database says so. */
  const online = new Map<string, number>();
  let heardSinceSweep = new Set<string>();
  // Another server process may have marked a device offline meanwhile: what this one knows is re-checked this often.
  const recheckMs = Math.max(50, Math.floor(options.timeoutMs / 3));

  async function writeLastSeen(serials: string[], at: string) {
    for (let start = 0; start < serials.length; start += BATCH) {
      await store.db.updateTable('devices').set({ last_seen_at: at }).where('login', 'in', serials.slice(start, start + BATCH)).execute();
    }
  }

  async function markSilentOffline(now: number) {
    const cutoff = new Date(now - options.timeoutMs).toISOString();
    const silent = await store.db
      .selectFrom('devices')
      .select('login')
      .where('protocol', '=', 'http')
      .where('status', '=', 'online')
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', cutoff)]))
      .execute();
    for (const row of silent) {
      online.delete(String(row.login));
      await options.change(String(row.login), 'offline');
    }
  }

  return {
    async heard(serial) {
      heardSinceSweep.add(serial);
      const checked = online.get(serial);
      if (checked !== undefined && Date.now() - checked < recheckMs) return;
      online.set(serial, Date.now());
      await options.change(serial, 'online');
    },
    async gone(serial, at) {
      online.delete(serial);
      heardSinceSweep.delete(serial);
      await options.change(serial, 'offline', at);
    },
    forget() {
      online.clear();
    },
    async sweep() {
      const now = Date.now();
      const heard = [...heardSinceSweep];
      heardSinceSweep = new Set();
      await writeLastSeen(heard, new Date(now).toISOString());
      await markSilentOffline(now);
    },
  };
}
