/**
 * Turns bus events into messages on this process's sockets. A record change reaches a subscriber of
 * `entity.{path}` only when the subscriber's view filter (server/access/scope.ts) includes the record,
 * checked once per user per change with that user's current actor.
 */
import type { Entity } from '../../schemas/define-entity';
import { type Actor, loadActor } from '../access/actor';
import { accessFilter, grantedScopes } from '../access/scope';
import { rowsOf, type Store } from '../crud/repository';
import { userForAccessToken } from '../auth/sessions';
import { CLOSE_RESET, CLOSE_UNAUTHENTICATED, type Connection, type ConnectionRegistry, send } from './connections';
import type { LiveEvent, RecordChange } from './events';
import { entityTopics } from './topics';

/**
 * Whether the actor may see the changed record. A deleted record can no longer be checked row by row:
 * its id goes to everyone holding a view grant on the entity (the id carries no content).
 */
async function mayView(store: Store, actor: Actor, entity: Entity, change: RecordChange) {
  if (change.action === 'deleted') return grantedScopes(actor, entity, 'view').length > 0 || (entity.own === 'self' && actor.id === change.id);
  const row = await store.db
    .selectFrom(rowsOf(store, entity))
    .select(`${entity.table}.id`)
    .where(`${entity.table}.id`, '=', change.id)
    .where(accessFilter(entity, actor, 'view'))
    .executeTakeFirst();
  return row !== undefined;
}

function byUser(connections: Connection[]) {
  const users = new Map<number, Connection[]>();
  for (const connection of connections) users.set(connection.userId, [...(users.get(connection.userId) ?? []), connection]);
  return users;
}

/**
 * A record is seen through every entity stored in its table (a UKEY2 key or a guest pass is an
 * identifier): created and updated records go to each such topic, checked against that entity's view
 * filter (its subset included). A deletion, which cannot be checked, goes to the changed entity's topic only.
 */
function viewsOf(store: Store, change: RecordChange) {
  const changed = store.entities.find((e) => e.path === change.entity);
  if (!changed) return [];
  const views = [...entityTopics(store.entities)].filter(([, entity]) => entity.table === changed.table);
  return change.action === 'deleted' ? views.filter(([, entity]) => entity === changed) : views;
}

async function deliverChange(store: Store, registry: ConnectionRegistry, change: RecordChange) {
  const data = { type: change.action, id: change.id, by: change.by };
  const deliveries = viewsOf(store, change).flatMap(([topic, entity]) =>
    [...byUser(registry.following(topic))].map(async ([userId, connections]) => {
      const actor = await loadActor(store.db, userId);
      if (!actor || !(await mayView(store, actor, entity, change))) return;
      for (const connection of connections) send(connection, { topic, data });
    }),
  );
  await Promise.all(deliveries);
}

/** Sockets whose token no longer opens a session (logout, password change, expiry) are closed. */
export async function closeEnded(store: Store, connections: Connection[]) {
  for (const connection of connections) {
    if ((await userForAccessToken(store.db, connection.token)) === undefined) {
      connection.socket.close(CLOSE_UNAUTHENTICATED.code, CLOSE_UNAUTHENTICATED.reason);
    }
  }
}

export function deliver(store: Store, registry: ConnectionRegistry) {
  return async (event: LiveEvent) => {
    if (event.kind === 'change') return deliverChange(store, registry, event);
    if (event.kind === 'sessions') return closeEnded(store, registry.ofUser(event.userId));
    if (event.kind === 'reset') return void registry.all().forEach((connection) => connection.socket.close(CLOSE_RESET.code, CLOSE_RESET.reason));
    for (const connection of registry.following(event.topic)) send(connection, { topic: event.topic, data: event.data });
  };
}
