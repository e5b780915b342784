/**
 * A virtual device's own REST API on its LAN address (loopback 127.x.y.z in tests and the demo), as a panel
 * serves it: `GET /api/v1/device/info` for device search, `POST /api/v1/auth/login` for a bearer token (2 h,
 * never refreshed), and every call of the device protocol with that token, answered by the device as the
 * same call over MQTT would be. A call without a valid token is 401.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEVICE_LOGIN, DEVICE_TOKEN_SECONDS } from '../device-protocol/calls';
import { JSON_HEADERS, MAX_MESSAGE_BYTES, requestEnvelope } from '../device-protocol/envelope';
import type { Answerer } from './device-transport';

export interface DeviceRestApiOptions {
  info: { serial: string; type: string; model: string; firmware: string };
  /** The device's web login and password (the console's device_login and device_password). */
  web: { login: string; password: string };
  tokenSeconds?: number;
}

export interface DeviceRestApi {
  server: Server;
  /** Tokens handed out so far (tests). */
  tokensIssued(): number;
  /** Forgets every token, as a restarted panel does. */
  forgetTokens(): void;
}

async function readBody(request: IncomingMessage) {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > MAX_MESSAGE_BYTES) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export function deviceRestApi(options: DeviceRestApiOptions, answer: Answerer): DeviceRestApi {
  const tokens = new Map<string, number>();
  let issued = 0;

  function signIn(body: unknown, response: ServerResponse) {
    const given = DEVICE_LOGIN.body.safeParse(body);
    if (!given.success || given.data.login !== options.web.login || given.data.password !== options.web.password) return send(response, 401, { error: 'wrong login or password' });
    const token = randomBytes(24).toString('base64url');
    const seconds = options.tokenSeconds ?? DEVICE_TOKEN_SECONDS;
    tokens.set(token, Date.now() + seconds * 1000);
    issued++;
    send(response, 200, { token, expires_in: seconds });
  }

  const authorised = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return Boolean(token && (tokens.get(token) ?? 0) > Date.now());
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const uri = request.url ?? '/';
    if (request.method === 'GET' && uri === '/api/v1/device/info') return send(response, 200, options.info);
    const body = await readBody(request).catch(() => undefined);
    if (body === undefined) return send(response, 400, { error: 'bad body' });
    if (request.method === DEVICE_LOGIN.method && uri === DEVICE_LOGIN.uri) return signIn(body, response);
    if (!authorised(request)) return send(response, 401, { error: 'unauthorised' });
    const envelope = requestEnvelope.safeParse({ id: randomUUID(), method: request.method, uri, headers: { ...JSON_HEADERS }, body });
    if (!envelope.success) return send(response, 400, { error: 'bad request' });
    const result = answer(envelope.data);
    // A silent device keeps the caller waiting until it gives up.
    if (result) send(response, result.status, result.body);
  }

  const server = createServer((request, response) => void handle(request, response).catch(() => send(response, 500, { error: 'internal' })));
  return { server, tokensIssued: () => issued, forgetTokens: () => tokens.clear() };
}
