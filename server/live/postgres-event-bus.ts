/**
 * The event bus over PostgreSQL LISTEN/NOTIFY: one dedicated connection listens on one channel; publishing
 * is a pg_notify on the pool. PostgreSQL delivers a notification to every listener, this process included,
 * after the publishing statement commits, so local handlers are fed from the listener only (no duplicates).
 */
import { type Kysely, sql } from 'kysely';
import { pgModule } from '../db/pg';
import { type EventBus, handlerSet } from './event-bus';
import type { LiveEvent } from './events';

export const LIVE_CHANNEL = 'console_live';

export async function postgresEventBus(databaseUrl: string, onError: (error: Error) => void = () => undefined): Promise<EventBus> {
  const handlers = handlerSet();
  const pg = pgModule();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  listener.on('error', onError);
  listener.on('notification', (message) => {
    if (message.channel !== LIVE_CHANNEL || !message.payload) return;
    try {
      handlers.emit(JSON.parse(message.payload) as LiveEvent);
    } catch (error) {
      onError(error as Error);
    }
  });
  await listener.connect();
  await listener.query(`LISTEN ${LIVE_CHANNEL}`);
  return {
    async publish(event) {
      // A notification's payload is limited to 8000 bytes: events carry ids, never records.
      await publisher.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(event)]);
    },
    async publishIn(db: Kysely<any>, event: LiveEvent) {
      // Notifications sent in a transaction are delivered at its commit and dropped on rollback.
      await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
    },
    subscribe: handlers.add,
    async close() {
      await listener.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
