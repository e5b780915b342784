/**
 * The SIP service on System info (001 §7 "Status and restart of SIP and broker services"), docs/telephony.md.
 *
 * Users: GET /system/sip (system_info.view) answers running, stopped, restarting, not_configured (no
 * SIP_PROXY_SECRET) or unreachable (no report lately), with uptime; POST /system/sip/restart
 * (project_settings.change: a restart applies the SIP settings, which that permission changes) queues a
 * restart, answered 202; the asker is notified when the supervisor starts it and when it is done.
 *
 * The supervisor (`npm run sip`, signed like the proxy's routes): GET /sip-proxy/settings, POST
 * /sip-proxy/status (its report, answered with commands), POST /sip-proxy/commands/{id}/done {error}.
 * The console never runs Kamailio itself, so it needs no privilege over the machine.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { readSection } from '../settings/project-settings';
import { dataOf } from '../../schemas/answer-envelopes';
import { sipServiceStatus } from '../../schemas/sip-service-status';
import { proxySignature } from './proxy-routes';
import { type ServiceTiming, DEFAULT_TIMING, sipService, supervisorReport, versionOf } from './sip-service';

const done = z.strictObject({ error: z.string().max(2000).nullable() });

export function sipServiceRoutes(store: Store, secret: string | undefined, timing: ServiceTiming = DEFAULT_TIMING) {
  const service = sipService(store, secret !== undefined, timing);
  const tags = ['telephony'];

  return async function routes(app: FastifyInstance) {
    app.get('/system/sip', { config: { doc: { summary: 'System info: the SIP service status and uptime', tags, answer: dataOf(sipServiceStatus) } } }, async (request) => {
      if (!hasPermission(request.actor, 'system_info.view')) throw new AppError('prohibited');
      return { data: { ...(await service.status()), can_restart: hasPermission(request.actor, 'project_settings.change') } };
    });

    app.post('/system/sip/restart', { config: { doc: { summary: 'System info: restart the SIP service', tags, responses: { 202: 'restart queued' }, answer: dataOf(sipServiceStatus) } } }, async (request, reply) => {
      if (!hasPermission(request.actor, 'project_settings.change')) throw new AppError('prohibited');
      const outcome = await service.requestRestart(request.actor.id!);
      if (outcome === 'not_configured') throw new AppError('sip_unavailable');
      if (outcome === 'unreachable') throw new AppError('service_unavailable');
      if (outcome === 'under_way') throw new AppError('not_in_state');
      await recordEvent(store.db, { actor: request.actor, entity: 'system/sip', recordId: null, action: 'command:restart', changes: {} });
      return reply.code(202).send({ data: { ...(await service.status()), can_restart: true } });
    });

    if (secret === undefined) return;
    await app.register(async (supervisor) => {
      supervisor.addHook('onRequest', proxySignature(secret));
      const doc = (summary: string, body?: z.ZodType) => ({ public: true, doc: { summary, tags, ...(body && { body }) } });
      supervisor.get('/sip-proxy/settings', { config: doc('The SIP supervisor: the SIP settings to build the configuration from') }, async () => {
        const settings = await readSection(store.db, 'sip');
        return { data: settings, version: versionOf(settings) };
      });
      supervisor.post('/sip-proxy/status', { config: doc("The SIP supervisor: Kamailio's state, answered with commands", supervisorReport) }, async (request) =>
        service.report(parseRequest(supervisorReport, request.body)),
      );
      supervisor.post('/sip-proxy/commands/:id/done', { config: doc('The SIP supervisor: a command finished', done) }, async (request) => {
        const { error } = parseRequest(done, request.body);
        if (!(await service.finish((request.params as { id: string }).id, error))) throw new AppError('not_found');
        return { ok: true };
      });
    });
  };
}
