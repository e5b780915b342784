/**
 * Remote control (000 §2.6, 001 §7): a session with an online MQTT device's own web interface, reached
 * through the server and tunnelled over MQTT. `PUT /devices/remote-control/sessions {serial_number, login,
 * password?}` opens it (the device's stored web password when none is sent: it never reaches the browser),
 * `PATCH …/sessions/{id}` keeps it alive or closes it, and `…/sessions/{id}/web/*` is the device's web
 * interface. The session id is the capability (32 random bytes), so the interface opens in a new tab; its
 * pages are served sandboxed (CSP `sandbox`, an opaque origin), so nothing a device serves can read the
 * console's storage. How long a session lives and what ends it: server/devices/remote-sessions.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { device } from '../../schemas/device';
import { hasPermission } from '../access/actor';
import { accessFilter, grantedScopes } from '../access/scope';
import { familyOf } from '../auth/sessions';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { DeviceCallError } from '../device-link/device-caller';
import { AppError, fieldMessage } from '../errors';
import { expiresAt, remoteSessions } from './remote-sessions';
import { dataOf } from '../../schemas/answer-envelopes';

const createBody = z.strictObject({ serial_number: z.string().trim().min(1).max(64), login: z.string().max(64).optional(), password: z.string().max(64).optional() });
const updateBody = z.strictObject({ close: z.boolean().optional() });
/** What a device answers a web call: the page's type and text (the envelope itself stays JSON). */
const webAnswer = z.object({ content_type: z.string().max(128), content: z.string().max(200_000) });

/** `lifetimeMs`: a session's absolute lifetime (REMOTE_SESSION_LIFETIME_MS), default one hour. */
export function remoteControlRoutes(store: Store, lifetimeMs?: number) {
  const call = async (serial: string, method: 'GET' | 'POST', uri: string, body: unknown) => {
    if (!store.devices) throw new AppError('service_unavailable');
    try {
      return await store.devices.link.call(serial, { method, uri, body }, store.devices.callTimeoutMs);
    } catch (error) {
      if (error instanceof DeviceCallError) throw new AppError('service_unavailable');
      throw error;
    }
  };

  return async function routes(app: FastifyInstance) {
    const sessions = remoteSessions(store, lifetimeMs);
    app.addHook('onClose', async () => sessions.stop());
    app.put('/devices/remote-control/sessions', { config: { doc: { summary: "Open a remote session with an online MQTT device's web interface", tags: ['devices'], body: createBody, responses: { 201: 'Opened' }, answer: dataOf(z.object({ id: z.string(), url: z.string(), expires_at: z.string() })) } } }, async (request, reply) => {
      if (!hasPermission(request.actor, 'devices.remote_control') || !grantedScopes(request.actor, device, 'view').length) throw new AppError('prohibited');
      const body = parseRequest(createBody, request.body ?? {});
      const row = await store.db.selectFrom('devices').select(['id', 'login', 'protocol', 'status', 'device_login', 'device_password']).where('login', '=', body.serial_number).where(accessFilter(device, request.actor, 'view')).executeTakeFirst();
      if (!row) throw new AppError('not_found');
      if (row.protocol !== 'mqtt') throw new AppError('service_unavailable', { serial_number: fieldMessage('device_not_mqtt') });
      if (row.status !== 'online') throw new AppError('service_unavailable', { serial_number: fieldMessage('device_offline') });
      const answer = await call(String(row.login), 'POST', '/api/v1/web/session', { login: body.login ?? row.device_login ?? 'admin', password: body.password ?? row.device_password ?? '' });
      if (answer.status !== 200) throw new AppError('service_unavailable');
      const family = await familyOf(store.db, request.accessToken);
      if (!family) throw new AppError('not_authorized');
      const { id, session } = sessions.open({ deviceId: Number(row.id), serial: String(row.login), userId: request.actor.id!, family });
      reply.code(201);
      return { data: { id, url: `/api/v0/devices/remote-control/sessions/${id}/web/`, expires_at: expiresAt(session) } };
    });

    app.patch('/devices/remote-control/sessions/:id', { config: { doc: { summary: 'Keep a remote session alive, or close it', tags: ['devices'], body: updateBody, answer: dataOf(z.object({ id: z.string(), expires_at: z.string(), closed: z.boolean() })) } } }, async (request) => {
      const id = (request.params as { id: string }).id;
      const session = await sessions.use(id);
      if (session.userId !== request.actor.id) throw new AppError('not_found');
      if (parseRequest(updateBody, request.body ?? {}).close) sessions.close(id);
      return { data: { id, expires_at: expiresAt(session), closed: !sessions.has(id) } };
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/devices/remote-control/sessions/:id/web/*',
      config: { public: true, doc: { summary: "The device's web interface, through the session", tags: ['devices'] } },
      handler: async (request, reply) => {
        const { id, '*': rest } = request.params as { id: string; '*': string };
        const session = await sessions.use(id);
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const answer = await call(session.serial, request.method as 'GET' | 'POST', `/web/${rest}${query}`, request.body ?? {});
        const page = webAnswer.safeParse(answer.body);
        if (!page.success) throw new AppError('service_unavailable');
        reply.header('content-security-policy', 'sandbox allow-forms');
        return reply.code(answer.status).type(page.data.content_type).send(page.data.content);
      },
    });
  };
}
