/**
 * Remote identifier validation tells a device nothing it could not see, over MQTT with a real socket on
 * SQLite and PostgreSQL: a value known in the project but granted nowhere near this device answers as an
 * unknown one does (`handled:false`), unknown values are recorded as the device's access-control events,
 * and a device asking past VALIDATIONS_PER_WINDOW gets `handled:false` without a decision, recorded once.
 * A device left to decide reports its decision; one presentation is still one event, the device's decision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VirtualDevice } from '../../fleet/virtual-device';
import { VALIDATIONS_PER_WINDOW } from './validation-throttle';
import { connectVirtualDevice } from '../test-support/virtual-panel';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

const RESIDENT_CARD = String(0x00a1b2c3); // granted at the first panel by the demo's rules
const MEMORY_MS = 1500; // how long a validation left to the device waits for its report, shortened here

describe.each(DIALECTS)('remote identifier validation on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let panel: Row;
  let device: VirtualDevice;
  let gate: Row; // a second panel, so the throttle case below counts only its own panel's validations
  let reader: VirtualDevice;
  const by = (field: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule: 'equals', value }] });

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 300, taskAttempts: 2, retryBaseMs: 50, pollMs: 25, validationMemoryMs: MEMORY_MS } } });
    admin = await server.login('admin');
    [panel, gate] = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data.filter((d: Row) => d.type === 'panel');
    // Each connected once its first sync has settled: a later one would replace what a test puts in its own list.
    const connect = async (at: Row) => (await connectVirtualDevice(server, admin, { password: 'validation-secret', deviceId: at.id })).device;
    device = await connect(panel);
    reader = await connect(gate);
  });
  afterAll(async () => {
    device?.dropOff();
    reader?.dropOff();
    await server?.close();
  });

  const validate = async (identifier_number: string) => (await device.ask('validate', { identifier_number, identifier_type: 'card' })).body;
  const events = async () => (await server.request('GET', '/access-control/events/items', { token: admin, query: { filters: by('device_id', panel.id), sort: '-id', size: 100 } })).body.data as Row[];

  it('a card the project knows but no rule grants at this device answers as an unknown one', async () => {
    const group = await server.request('PUT', '/groups', { token: admin, body: { name: 'No rules here' } });
    const card = await server.request('PUT', '/identifiers', { token: admin, body: { type: 'card', value: '7770001', name: 'Granted nowhere', domain_ids: [group.body.data.id] } });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    expect(await validate('7770001')).toEqual({ handled: false });
    expect(await validate('7770002')).toEqual({ handled: false });
    expect(await validate(RESIDENT_CARD)).toEqual({ handled: true, access: { granted: true, lock_number: 1 } });
  });

  it('records an unknown value as an access-control event of the device', async () => {
    const before = (await events())[0]?.id ?? 0;
    expect(await validate('7770003')).toEqual({ handled: false });
    const recorded = (await events()).filter((event) => event.id > before);
    expect(recorded).toEqual([expect.objectContaining({ device_id: panel.id, domain_id: panel.domain_id, identifier_id: null, user_id: null, decision: 'denied', reason: 'unknown_identifier' })]);
  });

  describe('a device left to decide reports its decision', () => {
    const gateEvents = async () => (await server.request('GET', '/access-control/events/items', { token: admin, query: { filters: by('device_id', gate.id), sort: 'id', size: 100 } })).body.data as Row[];
    const since = async (run: () => Promise<unknown>) => {
      const before = (await gateEvents()).at(-1)?.id ?? 0;
      await run();
      return (await gateEvents()).filter((event) => event.id > before);
    };
    const report = (identifier_number: string, granted: boolean) =>
      reader.ask('access_events', { events: [{ identifier_number, identifier_type: 'card', granted, reason: granted ? 'allowed_by_rule' : 'no_rule', at: new Date().toISOString() }] });
    let knownCard: Row;

    beforeAll(async () => {
      const group = await server.request('PUT', '/groups', { token: admin, body: { name: 'No rules at the gate' } });
      knownCard = (await server.request('PUT', '/identifiers', { token: admin, body: { type: 'card', value: '7780001', name: 'Gate card', domain_ids: [group.body.data.id] } })).body.data;
    });

    it('one presentation of a known card is one event, with the decision and reason the device reported', async () => {
      const denied = await since(async () => expect(await reader.present('7780001')).toEqual({ granted: false, by: 'device' }));
      expect(denied).toEqual([expect.objectContaining({ device_id: gate.id, identifier_id: knownCard.id, user_id: null, decision: 'denied', reason: 'no_rule' })]);
      // A door the device opens from its own list shows as allowed, by the device's reason.
      reader.held.identifiers.push({ number: '7780001' });
      const opened = await since(async () => expect(await reader.present('7780001')).toEqual({ granted: true, by: 'device' }));
      expect(opened).toEqual([expect.objectContaining({ device_id: gate.id, identifier_id: knownCard.id, decision: 'allowed', reason: 'allowed_by_rule' })]);
    });

    it('one presentation of a value the project does not know is one event, the device\'s decision', async () => {
      reader.held.identifiers.push({ number: '7780002' });
      const opened = await since(async () => expect(await reader.present('7780002')).toEqual({ granted: true, by: 'device' }));
      expect(opened).toEqual([expect.objectContaining({ device_id: gate.id, identifier_id: null, decision: 'allowed', reason: 'allowed_by_rule' })]);
    });

    it('a report no validation came before is its own event, and so is a second report of one validation', async () => {
      const alone = await since(() => report('7780003', false));
      expect(alone).toEqual([expect.objectContaining({ device_id: gate.id, identifier_id: null, decision: 'denied', reason: 'no_rule' })]);
      const twice = await since(async () => {
        await reader.present('7780004');
        await report('7780004', false);
      });
      expect(twice.map((event) => [event.decision, event.reason])).toEqual([['denied', 'no_rule'], ['denied', 'no_rule']]);
    });

    it('a report past the window after its validation is its own event', async () => {
      const late = await since(async () => {
        expect((await reader.ask('validate', { identifier_number: '7780005', identifier_type: 'card' })).body).toEqual({ handled: false });
        await new Promise((resolve) => setTimeout(resolve, MEMORY_MS + 300));
        await report('7780005', true);
      });
      expect(late.map((event) => [event.decision, event.reason])).toEqual([['denied', 'unknown_identifier'], ['allowed', 'allowed_by_rule']]);
    });
  });

  it('past its window a device gets handled:false without a decision, recorded once', async () => {
    // The earlier cases asked a few times in this window already: ask until refused, within the bound.
    const answers: unknown[] = [];
    for (let i = 0; i <= VALIDATIONS_PER_WINDOW; i++) answers.push(await validate(RESIDENT_CARD));
    expect(answers.slice(0, VALIDATIONS_PER_WINDOW - 5)).toEqual(Array(VALIDATIONS_PER_WINDOW - 5).fill({ handled: true, access: { granted: true, lock_number: 1 } }));
    expect(answers.at(-1)).toEqual({ handled: false });
    const before = (await events())[0].id;
    for (let i = 0; i < 5; i++) expect(await validate(RESIDENT_CARD)).toEqual({ handled: false });
    const throttled = (await events()).filter((event) => event.reason === 'validation_throttled');
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({ device_id: panel.id, identifier_id: null, decision: 'denied' });
    expect((await events()).filter((event) => event.id > before)).toEqual([]);
  });
});
