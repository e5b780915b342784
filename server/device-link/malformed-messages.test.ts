/**
 * Fuzzing what a device may send (issue 16 §6): random bytes, random JSON, envelopes with wrong fields,
 * valid envelopes with hostile or wrong bodies (prototype keys, huge strings, other devices named in the
 * body), on every topic a device may publish. The server drops what is malformed and answers 400 to a
 * request whose body is wrong, writes nothing, keeps the device's status, and answers the next valid request.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VirtualDevice } from '../../fleet/virtual-device';
import { connectVirtualDevice } from '../test-support/virtual-panel';
import { SERVER_CALLS } from '../../device-protocol/calls';
import { JSON_HEADERS } from '../../device-protocol/envelope';
import { TOPICS } from '../../device-protocol/topics';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

const calls = Object.values(SERVER_CALLS);

/** What a device's messages could write (the task runner moves demo tasks meanwhile: not this test's concern). */
async function written(server: TestServer) {
  const all = await storeFingerprint(server.store);
  return Object.fromEntries(['device_events', 'access_control_events', 'device_alarms', 'identifiers', 'devices', 'notifications'].map((table) => [table, all[table]]));
}

/** A body of the right call with one part wrong: a wrong type, an unknown field, a hostile key or an oversized text. */
const wrongBody = fc.oneof(
  fc.anything(),
  fc.record({ events: fc.array(fc.record({ type: fc.oneof(fc.constant(''), fc.string({ minLength: 65 }), fc.integer()), at: fc.string() }), { maxLength: 3 }) }),
  fc.record({ zone: fc.oneof(fc.integer({ min: 17 }), fc.integer({ max: 0 }), fc.string()), sensor: fc.string(), active: fc.anything(), at: fc.constant(new Date().toISOString()) }),
  fc.record({ identifier_number: fc.oneof(fc.constant(''), fc.string({ minLength: 256, maxLength: 300 }), fc.integer()), identifier_type: fc.string() }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"events":[]}')),
  fc.record({ events: fc.constant([]), device_id: fc.integer() }),
);

const garbage = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value))),
  fc.record({ id: fc.anything(), method: fc.string(), uri: fc.string(), headers: fc.anything() }).map((value) => Buffer.from(JSON.stringify(value) ?? 'null')),
  fc.constant(Buffer.from('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[')),
);

describe.each(DIALECTS)('malformed device messages on %s', (dialect) => {
  let server: TestServer;
  let device: VirtualDevice;
  let panelId: number;

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 500, taskAttempts: 2, retryBaseMs: 50, pollMs: 25 } } });
    const admin = await server.login('admin');
    const connected = await connectVirtualDevice(server, admin, { password: 'fuzz-password' });
    device = connected.device;
    panelId = connected.record.id;
  });
  afterAll(async () => {
    await device?.stop();
    await server?.close();
  });

  it('answers 400 to a valid envelope with a wrong body, and writes nothing', async () => {
    const before = await written(server);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), wrongBody, async (call, body) => {
        const answer = await device.send({ id: `fuzz-${Math.random().toString(36).slice(2)}`, method: call.method, uri: call.uri, headers: { ...JSON_HEADERS }, body });
        if (call.body.safeParse(body).success) return; // the generator found a valid one: not this test's business
        expect(answer.status).toBe(400);
      }),
      { numRuns: 150 },
    );
    expect(await written(server)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops garbage on every topic a device may publish, and keeps serving', async () => {
    const before = await written(server);
    const dropped = server.store.devices!.link.dropped();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<('serverRequest' | 'deviceResponse' | 'deviceStatus')>('serverRequest', 'deviceResponse', 'deviceStatus'), garbage, async (topic, payload) => {
        await device.publishRaw(TOPICS[topic](device.serial), payload);
        sent++;
      }),
      { numRuns: 150 },
    );
    // Every message reached the server and was dropped, and nothing was written.
    for (let i = 0; i < 200 && server.store.devices!.link.dropped() - dropped < sent; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.store.devices!.link.dropped() - dropped).toBe(sent);
    expect(await written(server)).toEqual(before);
    const status = await server.request('GET', `/devices/${panelId}`, { token: await server.login('admin') });
    expect(status.body.data.status).toBe('online');
    expect((await device.ask('events', { events: [{ type: 'door_opened', at: new Date().toISOString() }] })).status).toBe(200);
  });

  it('cuts off a device that sends a message over 256 KB; it may sign in again', async () => {
    const before = await written(server);
    const huge = `{"id":"big","method":"POST","uri":"/api/v0/device/events","headers":{"Content-Type":"application/json"},"body":"${'x'.repeat(300 * 1024)}"}`;
    void device.publishRaw(TOPICS.serverRequest(device.serial), huge).catch(() => undefined);
    const admin = await server.login('admin');
    const status = async () => (await server.request('GET', `/devices/${panelId}`, { token: admin })).body.data.status;
    for (let i = 0; i < 100 && (await status()) !== 'offline'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await status()).toBe('offline');
    const after = await written(server);
    // Going offline is recorded as a device event and the device's status; nothing else is written.
    expect({ ...after, device_events: undefined, devices: undefined }).toEqual({ ...before, device_events: undefined, devices: undefined });
    expect((after.device_events as { rows: number }).rows).toBe((before.device_events as { rows: number }).rows + 1);
    device.dropOff();
    await device.start();
    expect((await device.ask('events', { events: [{ type: 'door_opened', at: new Date().toISOString() }] })).status).toBe(200);
  });
});
