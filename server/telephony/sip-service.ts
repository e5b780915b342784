/**
 * The SIP service's state as the console knows it (docs/telephony.md): the supervisor (`npm run sip`,
 * sip-supervisor.ts) reports Kamailio's state, and takes the restarts users queue. Both live in
 * `project_settings` rows (no table: one small JSON value each), so every console process behind a load
 * balancer answers the same, on SQLite and PostgreSQL alike:
 *
 * - `sip_service`: the supervisor's last report (written only by the supervisor).
 * - `sip_restart`: the restart asked for (queued, then picked) and the last one finished. It is changed by
 *   compare-and-set on the stored text, so two users asking at once queue one restart, not two.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Store } from '../crud/repository';
import { notify } from '../notifications/notify';
import { readSection } from '../settings/project-settings';

export const SUPERVISOR_STATES = ['running', 'stopped', 'restarting'] as const;

/** What the supervisor reports (POST /sip-proxy/status). */
export const supervisorReport = z.strictObject({
  state: z.enum(SUPERVISOR_STATES),
  /** Kamailio's main process, while it runs. */
  pid: z.number().int().min(1).nullable().default(null),
  /** When Kamailio (not the supervisor) last started. */
  started_at: z.iso.datetime().nullable().default(null),
  /** Kamailio's version, e.g. "kamailio 5.6.3". */
  version: z.string().max(255).default(''),
  /** A digest of the configuration Kamailio runs with. */
  config_version: z.string().max(64).default(''),
  /** The settings version (GET /sip-proxy/settings) that configuration was built from. */
  settings_version: z.string().max(64).default(''),
  /** Why Kamailio is stopped ('SIP service start error' and its cause), if it failed. */
  error: z.string().max(2000).nullable().default(null),
});
export type SupervisorReport = z.infer<typeof supervisorReport>;

export const sipServiceSection = z.object({ report: supervisorReport.extend({ reported_at: z.iso.datetime() }).nullable().default(null) });

const restartRequest = z.object({ id: z.string(), requested_by: z.number().int(), requested_at: z.iso.datetime(), picked_at: z.iso.datetime().nullable() });
export const sipRestartSection = z.object({
  pending: restartRequest.nullable().default(null),
  last: z.object({ id: z.string(), requested_by: z.number().int(), finished_at: z.iso.datetime(), error: z.string().nullable() }).nullable().default(null),
});
type RestartState = z.infer<typeof sipRestartSection>;

/** The service as a user sees it (GET /system/sip). */
export type ServiceState = 'not_configured' | 'unreachable' | (typeof SUPERVISOR_STATES)[number];

export interface ServiceTiming {
  /** A supervisor not heard from for this long is unreachable (it reports every 5 s by default). */
  staleMs: number;
  /** A restart picked but not finished for this long is over, with an error (the supervisor died meanwhile). */
  restartTimeoutMs: number;
}
export const DEFAULT_TIMING: ServiceTiming = { staleMs: 20_000, restartTimeoutMs: 120_000 };

// Not project settings sections (nobody edits them), so not in SECTIONS: read and written here only.
const ROWS = { sip_service: sipServiceSection, sip_restart: sipRestartSection };

async function readRaw<S extends keyof typeof ROWS>(db: Kysely<any>, section: S) {
  const row = await db.selectFrom('project_settings').select('value').where('section', '=', section).executeTakeFirst();
  const parsed = ROWS[section].safeParse(row ? JSON.parse(row.value) : {});
  return { text: row?.value as string | undefined, value: (parsed.success ? parsed.data : ROWS[section].parse({})) as z.infer<(typeof ROWS)[S]> };
}

async function writeReport(db: Kysely<any>, value: z.infer<typeof sipServiceSection>) {
  const row = { section: 'sip_service', value: JSON.stringify(value), updated_at: new Date().toISOString() };
  await db.insertInto('project_settings').values(row).onConflict((oc) => oc.column('section').doUpdateSet({ value: row.value, updated_at: row.updated_at })).execute();
}

/** Writes `next` only if the row still holds `before` (undefined: no row yet); false when someone else won. */
async function swap(db: Kysely<any>, before: string | undefined, next: RestartState) {
  const value = JSON.stringify(next);
  const updated_at = new Date().toISOString();
  if (before === undefined) {
    const result = await db.insertInto('project_settings').values({ section: 'sip_restart', value, updated_at }).onConflict((oc) => oc.column('section').doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const result = await db.updateTable('project_settings').set({ value, updated_at }).where('section', '=', 'sip_restart').where('value', '=', before).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Changes the restart state by `change` (null: nothing to do), retrying when another writer came first. */
async function changeRestart<T>(db: Kysely<any>, change: (state: RestartState) => { next: RestartState; result: T } | null): Promise<T | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { text, value } = await readRaw(db, 'sip_restart');
    const decided = change(value);
    if (!decided) return null;
    if (await swap(db, text, decided.next)) return decided.result;
  }
  throw new Error('sip_restart: too many concurrent changes');
}

export function sipService(store: Store, configured: boolean, timing: ServiceTiming = DEFAULT_TIMING) {
  const { db } = store;
  const now = () => new Date();

  const finish = async (id: string, error: string | null) => {
    const done = await changeRestart(db, (state) => {
      if (state.pending?.id !== id) return null;
      const { requested_by } = state.pending;
      return { next: { pending: null, last: { id, requested_by, finished_at: now().toISOString(), error } }, result: requested_by };
    });
    if (done === null) return false;
    await notify(store, [done], error === null ? 'sip_reboot_completed' : 'sip_reboot_completed_with_error', error === null ? {} : { error });
    return true;
  };

  /** A restart picked long ago whose supervisor never said it finished ends with an error. */
  const expireStale = async () => {
    const { value } = await readRaw(db, 'sip_restart');
    const since = value.pending?.picked_at ?? value.pending?.requested_at;
    if (value.pending && since && now().getTime() - Date.parse(since) > timing.restartTimeoutMs) await finish(value.pending.id, 'timeout');
  };

  async function status() {
    await expireStale();
    const [{ value: { report } }, restart] = await Promise.all([readRaw(db, 'sip_service'), readRaw(db, 'sip_restart')]);
    const fresh = report !== null && now().getTime() - Date.parse(report.reported_at) <= timing.staleMs;
    const state: ServiceState = !configured ? 'not_configured' : fresh ? report.state : 'unreachable';
    const running = state === 'running' && report?.started_at;
    return {
      state,
      reported_at: report?.reported_at ?? null,
      started_at: running ? report.started_at : null,
      uptime_seconds: running ? Math.max(0, Math.floor((now().getTime() - Date.parse(report.started_at!)) / 1000)) : null,
      pid: fresh ? report.pid : null,
      version: report?.version || null,
      config_version: report?.config_version || null,
      /** Whether Kamailio runs with the current SIP settings (false: a restart applies them). */
      settings_applied: fresh ? report.settings_version === (await settingsVersion(db)) : null,
      error: fresh ? report.error : null,
      restart: restart.value.pending && { requested_at: restart.value.pending.requested_at, picked_at: restart.value.pending.picked_at },
      last_restart: restart.value.last && { finished_at: restart.value.last.finished_at, error: restart.value.last.error },
    };
  }

  return {
    status,

    /** Queues a restart for `userId`; the answer says why not (unreachable supervisor, one already under way). */
    async requestRestart(userId: number): Promise<'queued' | 'not_configured' | 'unreachable' | 'under_way'> {
      const current = await status();
      if (current.state === 'not_configured' || current.state === 'unreachable') return current.state;
      const queued = await changeRestart(db, (state) =>
        state.pending ? null : { next: { ...state, pending: { id: randomUUID(), requested_by: userId, requested_at: now().toISOString(), picked_at: null } }, result: true },
      );
      return queued ? 'queued' : 'under_way';
    },

    /**
     * The supervisor's report, answered with the commands it should run. Short poll: the supervisor reports
     * every few seconds anyway (so "unreachable" is known), and a restart waits at most one report; a long
     * poll would hold a request per supervisor for little gain and need a wake-up across console processes.
     */
    async report(report: SupervisorReport) {
      await writeReport(db, { report: { ...report, reported_at: now().toISOString() } });
      await expireStale();
      const picked = await changeRestart(db, (state) =>
        state.pending && !state.pending.picked_at ? { next: { ...state, pending: { ...state.pending, picked_at: now().toISOString() } }, result: state.pending } : null,
      );
      if (picked) await notify(store, [picked.requested_by], 'sip_reboot_started', {});
      const { value } = await readRaw(db, 'sip_restart');
      // A picked restart is answered again until it is done: a supervisor that lost the answer still runs it.
      return { commands: value.pending?.picked_at ? [{ id: value.pending.id, type: 'restart' as const }] : [] };
    },

    /** The supervisor finished a restart (error: why Kamailio did not start again). */
    finish,
  };
}

/** The version of the SIP settings: the supervisor reports the one it built Kamailio's configuration from. */
export async function settingsVersion(db: Kysely<any>) {
  return versionOf(await readSection(db, 'sip'));
}

export function versionOf(value: unknown) {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}
