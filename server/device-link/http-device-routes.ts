/**
 * Devices in HTTP mode reach the server with real HTTP requests: each server call of the protocol
 * (events, access decisions, alarms, remote validation) at its own URI, and the heartbeat. A request is
 * signed with HTTP Basic, the device's serial number and MQTT password (the same account as on the broker),
 * and answered as the same call over MQTT is, by the device inbox. The device is the one that signed, never
 * one a body names. These routes are public to the console's user sign-in: the device's password is the check.
 */
import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ThrottledCredentials } from '../device-broker/sign-in-throttle';
import { HTTP_STATUS_CALL, SERVER_CALLS } from '../../device-protocol/calls';
import { JSON_HEADERS, MAX_MESSAGE_BYTES } from '../../device-protocol/envelope';
import type { Heartbeats } from './heartbeats';
import type { RequestHandler } from './mqtt-link';

const API_PREFIX = '/api/v0';

/** The serial and password of an HTTP Basic header, or undefined. */
export function basicCredentials(header: string | undefined) {
  const match = /^Basic ([A-Za-z0-9+/=]{1,512})$/.exec(header ?? '');
  if (!match) return undefined;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon > 0 ? { serial: text.slice(0, colon), password: text.slice(colon + 1) } : undefined;
}

export function httpDeviceRoutes(credentials: ThrottledCredentials, inbox: RequestHandler, beats: Heartbeats) {
  /** The signing device's serial, or a 401 (429 while guesses from this address must wait) sent. */
  async function signedBy(request: FastifyRequest, reply: FastifyReply) {
    const given = basicCredentials(request.headers.authorization);
    const wait = given ? credentials.waitMs(given.serial, request.ip) : 0;
    if (wait > 0) {
      await reply.code(429).header('Retry-After', String(Math.ceil(wait / 1000))).send({ error: 'too_many_attempts' });
      return undefined;
    }
    if (given && (await credentials.verify(given.serial, given.password, request.ip))) return given.serial;
    await reply.code(401).header('WWW-Authenticate', 'Basic realm="devices"').send({ error: 'unauthenticated' });
    return undefined;
  }

  const route = (call: { summary: string; body: z.ZodType }) => ({
    config: { public: true, doc: { summary: `${call.summary} (a device in HTTP mode, signed with HTTP Basic)`, tags: ['device protocol'], body: call.body } },
    bodyLimit: MAX_MESSAGE_BYTES,
  });

  return async function routes(app: FastifyInstance) {
    for (const call of Object.values(SERVER_CALLS)) {
      app.route({
        ...route(call),
        method: call.method,
        url: call.uri.slice(API_PREFIX.length),
        async handler(request, reply) {
          const serial = await signedBy(request, reply);
          if (!serial) return reply;
          await beats.heard(serial);
          const answer = await inbox(serial, { id: 'http', method: call.method, uri: call.uri, headers: { ...JSON_HEADERS }, body: request.body });
          return reply.code(answer.status).send(answer.body ?? {});
        },
      });
    }

    app.route({
      ...route(HTTP_STATUS_CALL),
      method: HTTP_STATUS_CALL.method,
      url: HTTP_STATUS_CALL.uri.slice(API_PREFIX.length),
      async handler(request, reply) {
        const serial = await signedBy(request, reply);
        if (!serial) return reply;
        const status = HTTP_STATUS_CALL.body.safeParse(request.body);
        if (!status.success) return reply.code(400).send({ error: 'invalid_data', fields: status.error.issues.map((issue) => issue.path.join('.')) });
        if (status.data.status === 'online') await beats.heard(serial);
        else await beats.gone(serial, status.data.at);
        return reply.code(200).send({});
      },
    });
  };
}
