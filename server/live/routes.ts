/**
 * Live channel of 001 §7: GET /ws?access_token=… (WebSocket) and its pub/sub across server processes. The
 * plugin opens the channel the store was built with (channel.ts: store.events), so the repository and the auth
 * calls report committed changes here; sign-ins ended anywhere (server/auth/sessions.ts) close their sockets.
 * The notifications' calls are their own plugin (server/notifications/routes.ts), registered beside this one.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { onSessionsEnded } from '../auth/sessions';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { connectionRegistry } from './connections';
import { closeEnded, deliver } from './delivery';
import { type EventBus, memoryEventBus } from './event-bus';
import { postgresEventBus } from './postgres-event-bus';
import { openSocket } from './socket';
import type { TopicFamily } from './topics';
import type { LiveChannel } from './channel';
import type { RecordChange } from './events';
import { followedChanges } from './followed-changes';
import { entities } from '../../schemas';

/** Expired tokens are found by a sweep: at least every 15 s, or twice per token lifetime when shorter. */
const sweepEveryMs = (config: Config) => Math.max(250, Math.min(15_000, config.accessTokenTtlSeconds * 500));

/** What a module does on a change committed in this process, beside telling its followers (role changes notify). */
export type ChangeReaction = (store: Store, bus: EventBus, change: RecordChange) => Promise<void>;

/** `families`: the topics modules own beyond the entities' (topics.ts TopicFamily); `reactions`: see ChangeReaction. */
export function liveRoutes(store: Store, config: Config, channel: LiveChannel, families: readonly TopicFamily[] = [], reactions: readonly ChangeReaction[] = []) {
  return async function routes(app: FastifyInstance) {
    const report = (error: unknown) => app.log.error({ err: error }, 'live channel');
    const bus: EventBus = store.dialect === 'postgres' ? await postgresEventBus(config.databaseUrl, report) : memoryEventBus();
    const registry = connectionRegistry();
    const unsubscribe = bus.subscribe((event) => void deliver(store, registry)(event).catch(report));
    const withFollowers = followedChanges(entities);
    // After-effects run once the change has committed, after the answer: kept until done, so they can be awaited.
    const running = new Set<Promise<void>>();
    const track = (effect: Promise<void>) => {
      const done = effect.catch(report).finally(() => running.delete(done));
      running.add(done);
    };
    channel.open({
      changed(change) {
        for (const told of withFollowers(change)) track(bus.publish({ kind: 'change', ...told }));
        for (const react of reactions) track(react(store, bus, change));
      },
      message(topic, data) {
        track(bus.publish({ kind: 'message', topic, data }));
      },
      async settled() {
        // An effect may begin others (a notification's message): wait until none is left.
        while (running.size) await Promise.all(running);
      },
    }, registry.size, () => bus.publish({ kind: 'reset' }));
    // In the ending transaction: every process re-checks the user's sockets once it commits.
    const stopSessionEnds = onSessionsEnded(store.db, (db, userId) => bus.publishIn(db, { kind: 'sessions', userId }));
    const sweep = setInterval(() => void closeEnded(store, registry.all()).catch(report), sweepEveryMs(config));
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await store.events?.settled();
      stopSessionEnds();
      unsubscribe();
      channel.close();
      await bus.close();
    });

    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    // Public for the HTTP layer: the socket itself checks the token, so a refusal is a close code the
    // browser can read (an HTTP 401 on the upgrade reaches scripts as a bare 1006).
    app.get('/ws', { websocket: true, config: { public: true, doc: { summary: 'Live events WebSocket; the socket itself checks the token', tags: ['live'], responses: { 101: 'Switching protocols' } } } }, openSocket(store, bus, registry, families));
  };
}
