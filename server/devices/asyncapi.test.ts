/**
 * GET /api/v0/asyncapi.json: an AsyncAPI 3 document of the device protocol that is sound (every $ref
 * resolves, one message per call both ways, channels at the topics the broker enforces) and truthful: the
 * envelopes the server really sends a device, the device's requests and the server's answers validate
 * against the payloads it documents.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectVirtualDevice } from '../test-support/virtual-panel';
import { eventually } from '../test-support/eventually';
import { refsIn, resolvePointer } from '../test-support/json-refs';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { DEVICE_CALLS, SERVER_CALLS } from '../../device-protocol/calls';
import type { RequestEnvelope, ResponseEnvelope } from '../../device-protocol/envelope';
import { TOPICS, type TopicKind } from '../../device-protocol/topics';

type Json = Record<string, any>;



describe.each(DIALECTS)('AsyncAPI document on %s', (dialect) => {
  let server: TestServer;
  let doc: Json;
  let admin: string;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const expectPayload = (message: string, value: unknown) => {
    const schema = doc.components.messages[message]?.payload;
    expect(schema, `${message} documented`).toBeDefined();
    const validate = ajv.compile(schema);
    expect(validate(value), `${message}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  };

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 1000, taskAttempts: 2, retryBaseMs: 50, pollMs: 25 } } });
    admin = await server.login('admin');
    const answer = await server.request('GET', '/asyncapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
  });
  afterAll(async () => server?.close());

  it('is sound: AsyncAPI 3, every $ref resolves, channels at the enforced topics, every call documented', async () => {
    expect(doc.asyncapi).toBe('3.0.0');
    for (const ref of refsIn(doc)) expect(resolvePointer(doc, ref), ref).toBeDefined();
    for (const kind of Object.keys(TOPICS) as TopicKind[]) expect(doc.channels[kind].address).toBe(TOPICS[kind]('{serial}'));
    for (const name of Object.keys(DEVICE_CALLS)) expect(doc.channels.deviceRequest.messages[`call_${name}`]).toBeDefined();
    for (const name of Object.keys(SERVER_CALLS)) {
      expect(doc.channels.serverRequest.messages[`device_${name}`]).toBeDefined();
      expect(doc.channels.serverResponse.messages[`answer_${name}`]).toBeDefined();
    }
    for (const operation of Object.values<Json>(doc.operations)) expect(['send', 'receive']).toContain(operation.action);
    const openapi = await server.request('GET', '/openapi.json');
    expect(Object.keys(openapi.body.paths)).toContain('/asyncapi.json');
  });

  it('is truthful: what really travels validates against the documented payloads', async () => {
    const { device, record: panel } = await connectVirtualDevice(server, admin, { password: 'doc-password' });
    try {
      await server.request('POST', `/devices/${panel.id}/settings/apply`, { token: admin });
      await server.request('POST', `/devices/init/${panel.id}`, { token: admin });
      const received = await eventually(() => device.received, (list) => list.length >= 2);
      const messageOf = (request: RequestEnvelope) => Object.entries(DEVICE_CALLS).find(([, call]) => call.method === request.method && call.uri === request.uri)![0];
      for (const request of received) expectPayload(`call_${messageOf(request)}`, request);

      const at = new Date().toISOString();
      const asked: [keyof typeof SERVER_CALLS, unknown][] = [
        ['events', { events: [{ type: 'door_opened', at }] }],
        ['access_events', { events: [{ identifier_number: '42', identifier_type: 'card', granted: false, reason: 'no_rule', at }] }],
        ['alarm', { zone: 1, sensor: 'smoke', active: true, at }],
        ['validate', { identifier_number: String(0x00a1b2c3), identifier_type: 'card' }],
      ];
      for (const [name, body] of asked) {
        const { method, uri } = SERVER_CALLS[name];
        expectPayload(`device_${name}`, { id: `doc-${name}`, method, uri, headers: { 'Content-Type': 'application/json' }, body });
        const answer: ResponseEnvelope = await device.ask(name, body);
        expect(answer.status).toBe(200);
        expectPayload(`answer_${name}`, answer);
      }
    } finally {
      await device.stop();
    }
  });
});
