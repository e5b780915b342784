/**
 * The AsyncAPI 3 document of the device protocol (GET /api/v0/asyncapi.json), generated from the same
 * topics and call catalogue the server speaks, as OpenAPI is from the entities: one channel per topic, one
 * message per call with its envelope, method, URI and body, and the server's operations on them.
 * https://www.asyncapi.com/docs/reference/specification/v3.0.0
 */
import { z } from 'zod';
import { DEVICE_CALLS, SERVER_CALLS } from './calls';
import { requestEnvelope, responseEnvelope, statusMessage } from './envelope';
import { TOPICS, type TopicKind } from './topics';

type Json = Record<string, any>;

const schemaOf = (type: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return schema;
};

const request = (method: string, uri: string, body: z.ZodType) => requestEnvelope.extend({ method: z.literal(method), uri: z.literal(uri), body });
const response = (body: z.ZodType) => responseEnvelope.extend({ body });

const CHANNEL_TEXT: Record<TopicKind, string> = {
  deviceRequest: "The server's calls to one device (one per device task).",
  deviceResponse: "The device's answers to those calls, by correlation id.",
  serverRequest: 'What one device tells or asks the server.',
  serverResponse: "The server's answers to those, by correlation id.",
  deviceStatus: 'Online or offline; the broker publishes the device\u2019s "offline" will when its link is lost. Not retained: the console\u2019s database holds every device\u2019s status.',
};

function channel(kind: TopicKind, messages: Record<string, Json>) {
  return {
    address: TOPICS[kind]('{serial}'),
    description: CHANNEL_TEXT[kind],
    parameters: { serial: { description: "The device's serial number (its login in the console)." } },
    messages: Object.fromEntries(Object.keys(messages).map((name) => [name, { $ref: `#/components/messages/${name}` }])),
  };
}

export function asyncApiDocument(version: string, broker: { host: string; protocol: 'mqtt' } = { host: 'localhost:1883', protocol: 'mqtt' }) {
  const callMessages: Record<string, Json> = {};
  for (const [name, call] of Object.entries(DEVICE_CALLS)) {
    callMessages[`call_${name}`] = { name: `call_${name}`, title: `${call.method} ${call.uri}`, summary: call.summary, payload: schemaOf(request(call.method, call.uri, call.body), 'output') };
  }
  const answerMessages = { device_answer: { name: 'device_answer', summary: "A device's answer: the call's id, an HTTP status and a body.", payload: schemaOf(responseEnvelope, 'input') } };
  const requestMessages: Record<string, Json> = {};
  const replyMessages: Record<string, Json> = {};
  for (const [name, call] of Object.entries(SERVER_CALLS)) {
    requestMessages[`device_${name}`] = { name: `device_${name}`, title: `${call.method} ${call.uri}`, summary: call.summary, payload: schemaOf(request(call.method, call.uri, call.body), 'input') };
    replyMessages[`answer_${name}`] = { name: `answer_${name}`, summary: `The server's answer (200) to ${call.method} ${call.uri}; 400 names the fields refused, 404 an unknown call.`, payload: schemaOf(response(call.answer), 'output') };
  }
  const statusMessages = { device_status: { name: 'device_status', summary: 'The device is online or offline.', payload: schemaOf(statusMessage, 'input') } };
  const ref = (kind: TopicKind) => ({ $ref: `#/channels/${kind}` });
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Access console device protocol',
      version,
      description: "Devices' REST calls tunnelled over MQTT, in both directions, each in a JSON envelope with a correlation id (docs/devices.md). Each device signs in with its serial number and MQTT password and may use only its own topics. Devices in HTTP mode make the same calls as HTTP requests: the server calls the device's REST API with a bearer token from POST /api/v1/auth/login (2 h), and the device calls the server's URIs signed with HTTP Basic (serial and MQTT password), beating PUT /api/v0/device/status every 30 s.",
    },
    defaultContentType: 'application/json',
    servers: { broker: { host: broker.host, protocol: broker.protocol, description: "The console's device broker (embedded aedes, or the MQTT_URL broker)." } },
    channels: {
      deviceRequest: channel('deviceRequest', callMessages),
      deviceResponse: channel('deviceResponse', answerMessages),
      serverRequest: channel('serverRequest', requestMessages),
      serverResponse: channel('serverResponse', replyMessages),
      deviceStatus: channel('deviceStatus', statusMessages),
    },
    operations: {
      callDevice: { action: 'send', channel: ref('deviceRequest'), summary: 'The server calls a device (a device task).', reply: { channel: ref('deviceResponse') } },
      answerDevice: { action: 'receive', channel: ref('serverRequest'), summary: 'A device tells or asks the server.', reply: { channel: ref('serverResponse') } },
      hearStatus: { action: 'receive', channel: ref('deviceStatus'), summary: 'A device comes online or goes offline.' },
    },
    components: { messages: { ...callMessages, ...answerMessages, ...requestMessages, ...replyMessages, ...statusMessages } },
  };
}
