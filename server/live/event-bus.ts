/**
 * A small typed pub/sub. In one process events go straight to the handlers; with PostgreSQL they go
 * through LISTEN/NOTIFY (postgres-event-bus.ts), so every process on the database sees every event once.
 */
import type { Kysely } from 'kysely';
import type { LiveEvent } from './events';

export type EventHandler = (event: LiveEvent) => void;

export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  /**
   * Publishes as part of `db`, which may be a transaction: receivers get the event only after it commits
   * (they may then read what it wrote), never after a rollback.
   */
  publishIn(db: Kysely<any>, event: LiveEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: EventHandler): () => void;
  close(): Promise<void>;
}

/** Handlers kept in a set; a failing handler does not stop the others. */
export function handlerSet() {
  const handlers = new Set<EventHandler>();
  return {
    add(handler: EventHandler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    emit(event: LiveEvent) {
      for (const handler of handlers) {
        try {
          handler(event);
        } catch {
          // One listener's fault is its own; delivery to the others goes on.
        }
      }
    },
  };
}

export function memoryEventBus(): EventBus {
  const handlers = handlerSet();
  return {
    async publish(event) {
      // Asynchronous like the PostgreSQL bus, so callers never depend on synchronous delivery.
      queueMicrotask(() => handlers.emit(event));
    },
    // One process on SQLite, whose single connection makes the receivers' reads wait for the commit.
    publishIn: async (_db, event) => queueMicrotask(() => handlers.emit(event)),
    subscribe: handlers.add,
    async close() {},
  };
}
