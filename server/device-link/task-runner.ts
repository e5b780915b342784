/**
 * Runs device tasks (000 §4.1 statuses): a `new` task of an online device is sent (`started`), and its
 * answer marks it `completed` or `error`; a device that does not answer in time gets it again later
 * (`queued`, backoff doubling from retryBaseMs) until the attempts run out (`error`). Tasks of an offline
 * device wait (`waiting`) and are sent when it comes back. A newer task of the same kind makes an older
 * unsent one pointless: it is `stopped`. One task per device is in flight at a time, so a device takes its
 * tasks in order. Tasks are claimed with conditional updates: several server processes never send one twice.
 * A device is called the way its record says: over MQTT, or over HTTP to its REST API.
 */
import type { Store } from '../crud/repository';
import { DEVICE_CALLS } from '../../device-protocol/calls';
import { DeviceCallError, type DeviceCaller } from './device-caller';
import type { ResponseEnvelope } from '../../device-protocol/envelope';
import { taskBodies, type TaskToSend } from './task-bodies';
import { isSyncTask, refreshSyncState } from '../devices/sync-state';
import type { DEVICE_PROTOCOLS } from '../../schemas/device';

export interface TaskRunnerOptions {
  callTimeoutMs: number;
  attempts: number;
  retryBaseMs: number;
  /** Told of every task that ends in `error` (device warnings). */
  onFailed?(task: { id: number; device_id: number; type: string; error: string }): Promise<unknown>;
}

/** Kinds where only the newest matters: the device is told the whole state each time. */
const SUPERSEDED = ['apply_settings', 'sync_identifiers', 'sync_schedules', 'sync_access_rules', 'set_protocol', 'init'];
const PENDING = ['new', 'queued', 'waiting'];

/** Which task, and what it is of (a sync task's move rewrites its device's sync state). */
interface TaskRef {
  id: number;
  device_id: number;
  type: string;
}

export interface TaskRunner {
  /** Looks for due tasks now (also called on a timer). */
  tick(): Promise<void>;
  /** The device came back: its waiting tasks are due. */
  deviceOnline(deviceId: number): Promise<void>;
  /** Tasks in flight (tests wait for none). */
  inFlight(): number;
}

const errorText = (answer: ResponseEnvelope) => {
  const body = answer.body as { error?: unknown } | undefined;
  return `${answer.status}${typeof body?.error === 'string' ? ` ${body.error}` : ''}`.slice(0, 2000);
};

/** The caller for each protocol a device may speak (its record's `protocol`). */
export type CallersByProtocol = Record<(typeof DEVICE_PROTOCOLS)[number], DeviceCaller>;

export function taskRunner(store: Store, callers: CallersByProtocol, options: TaskRunnerOptions): TaskRunner {
  const busy = new Set<number>();
  const db = store.db;
  const changed = (id: number) => store.events?.changed({ entity: 'devices/tasks', id, action: 'updated', by: null, fields: ['status'] });

  /** Moves the task on only from the states given (another process may have moved it first). */
  async function move(task: TaskRef, from: string[], to: Record<string, unknown>) {
    const result = await db.updateTable('device_tasks').set({ ...to, updated_at: new Date().toISOString() }).where('id', '=', task.id).where('status', 'in', from).executeTakeFirst();
    const moved = Number(result.numUpdatedRows) === 1;
    if (moved) {
      changed(task.id);
      if (isSyncTask(task.type)) await refreshSyncState(store, task.device_id);
    }
    return moved;
  }

  /** A newer pending task of the same kind tells the device everything this one would: this one stops. */
  async function superseded(task: TaskToSend) {
    if (!SUPERSEDED.includes(task.type)) return false;
    const newer = await db.selectFrom('device_tasks').select('id').where('device_id', '=', task.device_id).where('type', '=', task.type).where('id', '>', task.id).where('status', 'in', PENDING).executeTakeFirst();
    return Boolean(newer) && (await move(task, PENDING, { status: 'stopped', error: 'superseded' }));
  }

  async function fail(task: TaskToSend, error: string) {
    if (await move(task, ['started'], { status: 'error', error })) await options.onFailed?.({ id: task.id, device_id: task.device_id, type: task.type, error }).catch(() => undefined);
  }

  async function send(task: TaskToSend & { attempts: number }, serial: string, caller: DeviceCaller) {
    const attempt = task.attempts + 1;
    if (await superseded(task)) return;
    if (!(await move(task, ['new', 'queued'], { status: 'started', attempts: attempt, run_after: null }))) return;
    const { method, uri } = DEVICE_CALLS[task.type];
    try {
      // A long list goes in pages; the task completes when the device has taken the last one.
      for (const body of await taskBodies(store, task)) {
        const answer = await caller.call(serial, { method, uri, body }, options.callTimeoutMs);
        if (answer.status < 200 || answer.status >= 300) return await fail(task, errorText(answer));
      }
      await move(task, ['started'], { status: 'completed', error: '' });
    } catch (error) {
      const reason = error instanceof DeviceCallError ? error.reason : 'refused';
      if (attempt < options.attempts) {
        const runAfter = new Date(Date.now() + options.retryBaseMs * 2 ** (attempt - 1)).toISOString();
        await move(task, ['started'], { status: 'queued', error: reason, run_after: runAfter });
      } else {
        await fail(task, reason);
      }
    }
  }

  async function tick() {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom('device_tasks as t')
      .innerJoin('devices as d', 'd.id', 't.device_id')
      .select(['t.id', 't.device_id', 't.type', 't.payload', 't.attempts', 't.status', 'd.login', 'd.protocol', 'd.status as device_status'])
      .where('t.status', 'in', ['new', 'queued'])
      .where((eb) => eb.or([eb('t.run_after', 'is', null), eb('t.run_after', '<=', now)]))
      .orderBy('t.id')
      .limit(500)
      .execute();
    for (const row of due) {
      const deviceId = Number(row.device_id);
      if (busy.has(deviceId)) continue;
      if (row.device_status !== 'online') {
        await move({ id: Number(row.id), device_id: deviceId, type: row.type }, ['new', 'queued'], { status: 'waiting' });
        continue;
      }
      busy.add(deviceId);
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : (row.payload ?? {});
      const task = { id: Number(row.id), device_id: deviceId, type: row.type, payload, attempts: Number(row.attempts ?? 0) };
      void send(task, String(row.login), callers[row.protocol === 'http' ? 'http' : 'mqtt'])
        .catch(() => undefined)
        .finally(() => busy.delete(deviceId));
    }
  }

  return {
    tick,
    async deviceOnline(deviceId) {
      const waiting = await db.selectFrom('device_tasks').select(['id', 'type']).where('device_id', '=', deviceId).where('status', '=', 'waiting').execute();
      // Most devices come back with nothing waiting: no tick for them (10,000 signing in would be 10,000 ticks).
      if (!waiting.length) return;
      for (const row of waiting) await move({ id: Number(row.id), device_id: deviceId, type: row.type }, ['waiting'], { status: 'queued', run_after: null });
      await tick();
    },
    inFlight: () => busy.size,
  };
}
