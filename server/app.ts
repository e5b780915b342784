/**
 * buildApp(config) makes the whole server without listening, so tests use real HTTP on an ephemeral
 * port or app.inject(). Entity routes are generated from schemas/ once, here.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError } from 'fastify';
import { entities } from '../schemas';
import { authenticate } from './auth/authenticate';
import { type Project, authRoutes } from './auth/routes';
import type { Config } from './config';
import { entityRoutes } from './crud/routes';
import type { Store } from './crud/repository';
import { uniqueRefusalThrottle } from './crud/unique-throttle';
import { connect } from './db/connect';
import { listenForWrites } from './db/postgres-write-listener';
import { migrateToLatest } from './db/migrate';
import { pgIfLoaded } from './db/pg';
import { identifierRoutes } from './entities/identifier-routes';
import { groupStructureRoutes } from './entities/group-structure-routes';
import { userRoutes } from './entities/user-routes';
import { mobileClientRoutes } from './mobile-clients/routes';
import { AppError, errorBody } from './errors';
import { openApiDocument } from './openapi';
import { recordRoutes } from './openapi-routes';
import { declareAnswers } from './route-answers';
import { openApiDocumentAnswer } from '../schemas/api-documents';
import { accessDecisionRoutes } from './access-decision/routes';
import { guestAccessRoutes } from './guest-access/routes';
import { walletPassRoutes } from './wallet-pass/routes';
import { elevatorRoutes } from './elevators/routes';
import { deviceRoutes } from './devices/routes';
import { exportRoutes } from './export/export-routes';
import { importRoutes } from './import/routes';
import { importResolvers } from './import-resolvers';
import { announceSenders, communicationRoutes } from './communications/routes';
import { schedulerRoutes } from './scheduler/routes';
import { accountRoutes } from './account/routes';
import { accountMailer } from './account/account-mail';
import { serverHooks } from './domain-hooks';
import { deviceNetworkSlot } from './device-link/device-network';
import { liveChannel } from './live/channel';
import { licenceGate } from './licensing/require-licence';
import { smtpMailer } from './mail/smtp-mailer';
import { auditRoutes } from './audit-events/routes';
import { liveRoutes } from './live/routes';
import { announceRoleChanges } from './notifications/role-changes';
import { notificationRoutes } from './notifications/routes';
import { callTopics } from './telephony/call-topics';
import { licenceReportRoutes } from './licensing/reports/report-routes';
import { backupRoutes } from './backups/routes';
import { amenityRoutes } from './amenities/routes';
import { telephonyRoutes } from './telephony/routes';
import { sipTraffic } from './telephony/sip-metrics';
import { siteOperations } from './site-operations';
import { brokerServiceRoutes } from './device-broker/broker-service-routes';
import { systemInfoRoutes } from './server-info/system-info-routes';
import { metricsRoutes } from './metrics/metrics-routes';
import { queryTimer } from './metrics/query-metrics';
import { resourceRoutes } from './server-info/routes';
import { loginThrottle } from './auth/login-throttle';
import { isWhitelisted } from './ip-blocking/blocks';
import { cachedBlockLookup } from './ip-blocking/cached-blocks';
import { ipBlockingRoutes, ipGuard } from './ip-blocking/routes';
import { securityHeaders } from './security-headers';
import { boundedJsonBodies } from './json-body';
import { storageFor } from './files/storage';
import { VERSION } from './version';

export { VERSION };
export const PROJECT: Project = { id: 1, uid: 'default', name: 'Access console', description: '' };

function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  // PostgreSQL's "data exception" class (22xxx: a number out of range, a NUL byte in text) is a value
  // the client sent that the database cannot hold, not a server fault.
  const pg = pgIfLoaded();
  if (pg && error instanceof pg.DatabaseError && error.code?.startsWith('22')) return new AppError('bad_request', { _: 'value not storable' });
  const fastifyError = error as FastifyError;
  // A unique index refused a value the pre-check let through (two writes at once).
  if (fastifyError.code === '23505' || fastifyError.code === 'SQLITE_CONSTRAINT_UNIQUE') return new AppError('not_unique');
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('payload_too_large', { _: 'body too large' });
  if (fastifyError.statusCode === 400 || fastifyError.code?.startsWith('FST_ERR_CTP')) return new AppError('bad_request', { _: 'malformed request body' });
  if (fastifyError.statusCode === 415) return new AppError('bad_request', { _: 'send application/json' });
  return new AppError('internal');
}

export async function buildApp(config: Config) {
  const metricsOn = config.metrics?.enabled ?? true;
  const queries = queryTimer();
  const database = connect(config.databaseUrl, metricsOn ? queries.log : undefined);
  await migrateToLatest(database.db);
  const writeListener =
    database.dialect === 'postgres'
      ? await listenForWrites(config.databaseUrl, { tableWrites: database.tableWrites, onError: (error) => app.log.warn({ err: error }, 'write listener lost') })
      : undefined;
  // On close, idle keep-alive connections go at once and requests in flight finish (SIGTERM loses no
  // acknowledged work). trustProxy stays off unless configured: otherwise any client could pick its IP with X-Forwarded-For.
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 1024 * 1024, forceCloseConnections: 'idle', trustProxy: config.trustProxy });
  // What the store is built with, made first: the hooks (bound to this server's mailers), the live channel's
  // end and the device network's slot; nothing is added to the store once it is built.
  const accountMail = accountMailer(database.db, config, smtpMailer(database.db, config.smtpUrl, app.log));
  const senders = announceSenders(database.db, config, app.log);
  const live = liveChannel();
  const devices = deviceNetworkSlot();
  const store: Store = Object.freeze({
    db: database.db,
    dialect: database.dialect,
    hooks: serverHooks({ accountMail, announceSenders: senders, log: app.log }),
    entities,
    files: storageFor(config),
    licences: licenceGate,
    uniqueProbes: uniqueRefusalThrottle(config.uniqueThrottle),
    events: live.sink,
    get devices() {
      return devices.current;
    },
  });
  // With telephony, the console's pages may reach the SIP proxy and use a camera and microphone (the web phone).
  const phone = config.telephony ? { connect: [config.telephony.wsUrl ? new URL(config.telephony.wsUrl).origin : 'wss://*:8443'], media: true } : {};
  securityHeaders(app, config.corsOrigins, phone);
  boundedJsonBodies(app);
  // Backups, the scheduler and the metrics (site-operations.ts), composed before any route is registered.
  const sip = sipTraffic();
  const { backups, scheduler, metrics, history } = siteOperations({ app, store, config, announceSenders: senders, live, devices, sip, queries: metricsOn ? queries.metrics : undefined });
  if (config.schedulerTickMs) app.addHook('onReady', async () => scheduler.start(config.schedulerTickMs!));
  const exempt = (ip: string) => isWhitelisted(store.db, config.ipWhitelist, ip);
  const guard = { throttle: loginThrottle(store.db, config.loginThrottle), exempt };
  // Before any route: GET /api/v0/openapi.json lists every route registered under /api/v0.
  const routes = recordRoutes(app);
  declareAnswers(app, { check: Boolean(config.checkAnswers) });

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error as Error);
    if (appError.key === 'internal') request.log.error({ err: error }, 'internal error');
    const { status, body } = errorBody(appError);
    const retryAfter = appError.details?.retry_after;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(Math.max(1, retryAfter)));
    reply.code(status).send(body);
  });

  await app.register(
    async (api) => {
      // Blocks cached per address and actors per token (cached-blocks.ts, actor-cache.ts); on PostgreSQL while other processes' writes are heard.
      const trusted = writeListener ? writeListener.listening : () => true;
      ipGuard(api, cachedBlockLookup(store.db, trusted), exempt);
      authenticate(api, store.db, trusted);
      api.get('/openapi.json', { config: { public: true, doc: { summary: 'This OpenAPI document', tags: ['meta'], answer: openApiDocumentAnswer } } }, async () => openApiDocument(entities, VERSION, routes));
      await api.register(authRoutes(store, config, PROJECT, guard));
      await api.register(ipBlockingRoutes(store, config));
      await api.register(auditRoutes(store));
      for (const entity of entities) await api.register(entityRoutes(store, entity));
      await api.register(userRoutes(store));
      await api.register(mobileClientRoutes(store));
      await api.register(accountRoutes(store, config, accountMail));
      await api.register(communicationRoutes(store, config));
      await api.register(schedulerRoutes(store.db, scheduler.jobs));
      await api.register(resourceRoutes(store, config));
      await api.register(liveRoutes(store, config, live, [callTopics], [announceRoleChanges]));
      await api.register(notificationRoutes(store.db));
      // The identifier actions (revoke, restore) before the access decision's, in the order they always registered.
      await api.register(identifierRoutes(store));
      await api.register(groupStructureRoutes(store));
      await api.register(accessDecisionRoutes(store, config));
      await api.register(guestAccessRoutes(store, config));
      await api.register(walletPassRoutes(store));
      await api.register(deviceRoutes(store, config, devices));
      await api.register(elevatorRoutes(store));
      await api.register(exportRoutes(store));
      await api.register(importRoutes(store, importResolvers));
      await api.register(telephonyRoutes(store, config, sip));
      await api.register(brokerServiceRoutes(store));
      await api.register(systemInfoRoutes(store, config));
      if (metrics && history) await api.register(metricsRoutes(store.db, metrics, history, config.metrics?.token));
      await api.register(amenityRoutes(store));
      await api.register(licenceReportRoutes(store));
      await api.register(backupRoutes(store, backups));
    },
    { prefix: '/api/v0' },
  );

  const consoleDir = config.consoleDir ? resolve(config.consoleDir) : undefined;
  const servesConsole = Boolean(consoleDir && existsSync(resolve(consoleDir, 'index.html')));
  if (servesConsole) await app.register(fastifyStatic, { root: consoleDir!, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    // The console is a single-page app: unknown non-API paths get index.html.
    // Missing files (a stale /assets/x.js) stay 404 so the browser does not run HTML as a script.
    const isPage = !request.url.startsWith('/api/') && !/\.\w+(\?|$)/.test(request.url);
    if (servesConsole && request.method === 'GET' && isPage) return reply.sendFile('index.html');
    const { status, body } = errorBody(new AppError('not_found'));
    return reply.code(status).send(body);
  });

  history?.start((error) => app.log.warn({ err: error }, 'metrics history'));
  app.addHook('onClose', async () => {
    await scheduler.stop();
    history?.stop();
    await writeListener?.close();
    await database.close();
  });
  return { app, store, scheduler };
}
