/**
 * One client's socket: signs it in with the access_token query parameter (closing it with 4401
 * "Unauthenticated" when the token opens no session), then runs its commands.
 */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { type Actor, loadActor } from '../access/actor';
import { userForAccessToken } from '../auth/sessions';
import type { Store } from '../crud/repository';
import { entityGate } from '../crud/entity-gate';
import { AppError, ERROR_CATALOGUE, type ErrorKey } from '../errors';
import { type Command, parseCommand } from './commands';
import { CLOSE_UNAUTHENTICATED, type Connection, type ConnectionRegistry, send } from './connections';
import type { EventBus } from './event-bus';
import { type TopicDecision, type TopicFamily, entityTopics, familyOf, mayPublish, maySubscribe } from './topics';

/** A socket follows at most this many topics (a list page follows one). */
const MAX_TOPICS = 200;

const refusal = (connection: Connection, topic: string, key: keyof typeof ERROR_CATALOGUE) =>
  send(connection, { topic, data: { type: 'error', code: key, message: ERROR_CATALOGUE[key].message } });

/** Why an entity topic is refused by its entity's route gate (licence), if it is: no changes where the list is refused. */
async function gateRefusal(store: Store, topic: string): Promise<ErrorKey | undefined> {
  const entity = entityTopics(store.entities).get(topic);
  if (!entity) return undefined;
  try {
    await entityGate(store, entity)();
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
}

async function decide(store: Store, families: readonly TopicFamily[], actor: Actor, topic: string): Promise<TopicDecision> {
  const family = familyOf(families, topic);
  if (!family) return maySubscribe(actor, store.entities, topic);
  return (await family.mayFollow(store.db, actor, topic.slice(family.prefix.length))) ? { ok: true } : { ok: false, error: 'prohibited' };
}

async function run(store: Store, bus: EventBus, families: readonly TopicFamily[], connection: Connection, command: Command) {
  const { topic } = command;
  if (command.command === 'unsubscribe') {
    connection.topics.delete(topic);
    return send(connection, { topic, data: { type: 'unsubscribed' } });
  }
  // The actor is read afresh: a role changed since the socket opened counts now.
  const actor = await loadActor(store.db, connection.userId);
  if (!actor) return refusal(connection, topic, 'not_authorized');
  if (command.command === 'publish') {
    if (!mayPublish(actor, topic)) return refusal(connection, topic, 'prohibited');
    return bus.publish({ kind: 'message', topic, data: { type: 'message', text: command.text ?? '', from: actor.id } });
  }
  const decision = await decide(store, families, actor, topic);
  if (!decision.ok) return refusal(connection, topic, decision.error);
  const gated = await gateRefusal(store, topic);
  if (gated) return refusal(connection, topic, gated);
  if (!connection.topics.has(topic) && connection.topics.size >= MAX_TOPICS) return refusal(connection, topic, 'too_many_attempts');
  connection.topics.add(topic);
  send(connection, { topic, data: { type: 'subscribed' } });
}

export function openSocket(store: Store, bus: EventBus, registry: ConnectionRegistry, families: readonly TopicFamily[] = []) {
  return (socket: WebSocket, request: FastifyRequest) => {
    // Frames may arrive while the token is checked: they wait, in order.
    const waiting: string[] = [];
    let connection: Connection | undefined;
    let queue = Promise.resolve();
    const handle = (frame: string) => {
      const command = parseCommand(frame);
      queue = queue.then(async () => {
        if (!connection) return;
        if (!command) return refusal(connection, '', 'bad_request');
        await run(store, bus, families, connection, command).catch(() => refusal(connection!, command.topic, 'internal'));
      });
    };
    socket.on('message', (frame) => (connection ? handle(String(frame)) : waiting.push(String(frame))));
    const token = (request.query as Record<string, unknown>)?.access_token;
    void (async () => {
      const userId = typeof token === 'string' && token ? await userForAccessToken(store.db, token).catch(() => undefined) : undefined;
      if (userId === undefined) return socket.close(CLOSE_UNAUTHENTICATED.code, CLOSE_UNAUTHENTICATED.reason);
      connection = { socket, userId, token: token as string, topics: new Set() };
      const forget = registry.add(connection);
      socket.on('close', forget);
      for (const frame of waiting.splice(0)) handle(frame);
    })();
  };
}
