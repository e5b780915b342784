/**
 * Every declared command decides its precondition atomically (issue 33 §3), on SQLite and PostgreSQL: read from
 * schemas/ (every entity's `commands` and their `when`), each is run 10 times at once over real HTTP on a record
 * where its precondition holds, by the administrator (who may run every command). Exactly one runs: one 2xx,
 * nine refusals with the command's refusal key, one `command:<name>` audit event. A command whose precondition
 * still holds after it ran (no `when`, or a `set` that leaves `when` true) may run again by design: it is named
 * with that reason and must run all 10 times. An entity added to schemas/ is checked without new code.
 * Then the reported cases, by their effects (one delivery of an announcement, one playback task per device of an
 * emergency alert, an alarm processed once), and the hand-written actions of the same shape (an identifier's
 * revocation, a device's report that an alarm went quiet).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity, EntityCommand } from '../../schemas/define-entity';
import { entities } from '../../schemas';
import { announce } from '../../schemas/announce';
import { ALARM_SENSORS, deviceAlarm } from '../../schemas/device-alarm';
import { emergencyAlert } from '../../schemas/emergency-alert';
import { identifier } from '../../schemas/identifier';
import { recordToRow } from '../db/codec';
import { raiseDeviceAlarm } from '../entities/device-alarms';
import { ERROR_CATALOGUE, type ErrorKey } from '../errors';
import { entityRecords } from '../test-support/entity-records';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { validValue } from '../test-support/valid-body';
import { preconditionHolds } from './precondition';

type Row = Record<string, any>;
const RACERS = 10;

const COMMANDS = entities.flatMap((entity) => Object.entries(entity.commands ?? {}).map(([name, command]) => ({ entity, name, command })));

/** The record's state in which the command may run: each `when` field at its first allowed value. */
const holdingState = (command: EntityCommand) => Object.fromEntries(Object.entries(command.when ?? {}).map(([field, values]) => [field, values[0]]));

/** A valid body for the command (its input's required fields), so the race is about state, not validation. */
const inputOf = (command: EntityCommand) => (command.input ? (validValue(command.input, { reference: () => 1, token: 'race' }) as Row) : {});

/** Why the command may run again right after it ran, read from its description; undefined when it may not. */
function repeatableBecause(command: EntityCommand): string | undefined {
  if (!command.when) return 'it has no precondition (`when`)';
  const after = { ...holdingState(command), ...command.set?.({ input: inputOf(command), actor: 1, now: new Date().toISOString() }) };
  return preconditionHolds(command, after) ? 'its `set` leaves `when` holding' : undefined;
}

const refusalOf = (command: EntityCommand) => (command.refusal ?? 'not_in_state') as ErrorKey;
const raced = COMMANDS.filter(({ command }) => !repeatableBecause(command));
const repeatable = COMMANDS.filter(({ command }) => repeatableBecause(command));

// Both databases at once: each has its own server.
describe.concurrent('command preconditions under parallel requests', () => {
  describe.sequential.each(DIALECTS)('on %s', (dialect) => {
    let server: TestServer;
    let admin: string;
    let blockA: number;
    let records: ReturnType<typeof entityRecords>;
    const firstIds = new Map<string, number>();

    const all = async (path: string) => {
      const { status, body } = await server.request('GET', `/${path}/items`, { token: admin, query: { size: 1000 } });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.data as Row[];
    };
    const race = (entity: Entity, id: number, name: string, body: (i: number) => Row) =>
      Promise.all(Array.from({ length: RACERS }, (_, i) => server.request('POST', `/${entity.path}/${id}/${name}`, { token: admin, body: body(i) })));
    const auditCount = async (entity: Entity, id: number, action: string) =>
      Number((await server.store.db.selectFrom('audit_events').select(sql<number>`count(*)`.as('n')).where('entity', '=', entity.path).where('record_id', '=', id).where('action', '=', action).executeTakeFirstOrThrow()).n);

    /** A record of the entity in Block A, put in the state where the command may run (as a fixture, straight into the table). */
    async function recordFor(entity: Entity, command: EntityCommand) {
      const made = await records.createAt(entity, blockA);
      expect(made.status, `${entity.path}: ${JSON.stringify(made.body)}`).toBe(201);
      const id = Number(made.body.data.id);
      const state = holdingState(command);
      if (Object.keys(state).length) await server.store.db.updateTable(entity.table).set(recordToRow(entity, state)).where('id', '=', id).execute();
      return id;
    }

    beforeAll(async () => {
      server = await startServer(dialect);
      admin = await server.login('admin');
      blockA = (await all('groups')).find((group) => group.name === 'Block A')!.id;
      // References in fixture bodies name an existing record of the demo project.
      await Promise.all(
        entities.map(async (entity) => {
          const { status, body } = await server.request('GET', `/${entity.path}/items`, { token: admin, query: { size: 1 } });
          if (status === 200 && body.data.length) firstIds.set(entity.path, Number(body.data[0].id));
        }),
      );
      records = entityRecords({ server, admin, all, reference: (path, groupId) => (path === 'groups' ? groupId : (firstIds.get(path) ?? 1)) });
    }, 60_000);
    afterAll(async () => server?.close());

    it('races every declared command but those that may run again by design', () => {
      expect(raced.length).toBeGreaterThan(0);
      // A raced command's own `set` makes its `when` false: once it ran, it may not run again.
      for (const { command } of raced) expect(preconditionHolds(command, { ...holdingState(command), ...command.set?.({ input: inputOf(command), actor: 1, now: new Date().toISOString() }) })).toBe(false);
      expect(raced.length + repeatable.length).toBe(COMMANDS.length);
    });

    // Today every command's `set` falsifies its `when`; one that does not is run 10 times at once and must run 10 times.
    if (repeatable.length) {
      it.each(repeatable.map((c) => [`${c.entity.path} ${c.name}`, repeatableBecause(c.command), c] as const))('%s runs each time (%s)', async (_label, _why, { entity, name, command }) => {
        const id = await recordFor(entity, command);
        const input = inputOf(command);
        const answers = await race(entity, id, name, () => input);
        expect(answers.map((answer) => answer.status)).toEqual(Array(RACERS).fill(200));
        expect(await auditCount(entity, id, `command:${name}`)).toBe(RACERS);
      });
    }

    it.each(raced.map((c) => [`${c.entity.path} ${c.name}`, c] as const))('%s runs once of 10 at once', async (_label, { entity, name, command }) => {
      const id = await recordFor(entity, command);
      const input = inputOf(command);
      const answers = await race(entity, id, name, () => input);
      const refusal = refusalOf(command);
      const won = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
      const refused = answers.filter((answer) => answer.status === ERROR_CATALOGUE[refusal].status && answer.body?.error?.code === refusal);
      expect({ won: won.length, refused: refused.length }, JSON.stringify(answers.map((a) => [a.status, a.body?.error?.code]))).toEqual({ won: 1, refused: RACERS - 1 });
      expect(await auditCount(entity, id, `command:${name}`)).toBe(1);
    });

    it('delivers an announcement started 10 times at once once: one response (link) per recipient', async () => {
      const made = await records.createAt(announce, blockA);
      const id = Number(made.body.data.id);
      const answers = await race(announce, id, 'start', () => ({}));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(RACERS - 1).fill(409)]);
      const responses = await server.store.db.selectFrom('announce_responses').select('user_id').where('announce_id', '=', id).execute();
      const stored = (await server.request('GET', `/announces/${id}`, { token: admin })).body.data as Row;
      expect(responses.length).toBeGreaterThan(0);
      expect(new Set(responses.map((r) => r.user_id)).size).toBe(responses.length);
      expect(stored).toMatchObject({ status: 'active', recipients_count: responses.length });
    });

    it('queues one playback task per device for an emergency alert started 10 times at once', async () => {
      const made = await records.createAt(emergencyAlert, blockA);
      const id = Number(made.body.data.id);
      const answers = await race(emergencyAlert, id, 'start', () => ({}));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(RACERS - 1).fill(409)]);
      const tasks = (await server.store.db.selectFrom('device_tasks').select(['device_id', 'payload']).where('type', '=', 'play_emergency_alert').execute())
        .filter((task) => JSON.parse(String(task.payload)).alert_id === id);
      const stored = (await server.request('GET', `/emergency-alerts/${id}`, { token: admin })).body.data as Row;
      expect(stored.devices_count).toBeGreaterThan(0);
      expect(tasks.length).toBe(stored.devices_count);
      expect(new Set(tasks.map((task) => task.device_id)).size).toBe(tasks.length);
    });

    it('revokes an identifier once when revoked 10 times at once: all answer (revoking is final, asked again it is done), one revocation recorded', async () => {
      const made = await records.createAt(identifier, blockA);
      const id = Number(made.body.data.id);
      const answers = await Promise.all(Array.from({ length: RACERS }, () => server.request('POST', `/identifiers/${id}/revoke`, { token: admin })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(RACERS).fill(200));
      expect(await auditCount(identifier, id, 'update')).toBe(1);
    });

    it('processes an alarm once when 10 operators process it at once: one comment kept, each viewer told once', async () => {
      // Raised as a device raises it.
      const device = (await all('devices')).find((d) => d.domain_id === blockA)!;
      const id = await raiseDeviceAlarm(server.store, { device_id: device.id, zone: 1, sensor: ALARM_SENSORS[0], active: true });
      const answers = await race(deviceAlarm, id, 'process', (i) => ({ comment: `checked by racer ${i}` }));
      const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
      expect(winners).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);
      const stored = (await server.request('GET', `/devices/alarms/${id}`, { token: admin })).body.data as Row;
      expect(stored).toMatchObject({ processed: true, comment: `checked by racer ${winners[0]}` });
      const told = (await server.store.db.selectFrom('notifications').select(['user_id', 'data']).where('type', '=', 'device_alarm_processed').execute())
        .filter((notice) => JSON.parse(String(notice.data)).alarm_id === id);
      expect(told.length).toBeGreaterThan(0);
      expect(new Set(told.map((notice) => notice.user_id)).size).toBe(told.length);
    });

    it('marks an alarm disabled once when its device reports the zone quiet 10 times at once (a redelivered report)', async () => {
      const device = (await all('devices')).find((d) => d.domain_id === blockA)!;
      const report = { device_id: device.id, zone: 2, sensor: ALARM_SENSORS[1], active: true };
      const id = await raiseDeviceAlarm(server.store, report);
      const quiet = await Promise.all(Array.from({ length: RACERS }, () => raiseDeviceAlarm(server.store, { ...report, active: false })));
      expect(quiet.filter((disabled) => disabled === id)).toHaveLength(1);
      expect(await auditCount(deviceAlarm, id, 'update')).toBe(1);
    });
  });
});
