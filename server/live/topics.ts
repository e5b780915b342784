/**
 * Topic names and who may subscribe. Private topics belong to one user: `user.{id}` (notifications,
 * alarms) and `app-changes.{id}` (role changes). `entity.{path}` carries changes of an entity's records;
 * subscribing needs a view grant on the entity, and each change is still checked against the
 * subscriber's scope before delivery (delivery.ts).
 */
import { handWrittenApiEntities } from '../../schemas';
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { grantedScopes } from '../access/scope';

export const userTopic = (userId: number) => `user.${userId}`;
export const appChangesTopic = (userId: number) => `app-changes.${userId}`;
export const entityTopic = (path: string) => `entity.${path}`;

const topicLists = new WeakMap<readonly Entity[], Map<string, Entity>>();

/**
 * Topic -> entity, one per entity the console has pages for: the store's entities (paths with a slash,
 * `devices/events`, included) and those with a hand-written API (guest passes), whose records live in
 * the store's tables.
 */
export function entityTopics(entities: readonly Entity[]) {
  let topics = topicLists.get(entities);
  if (!topics) {
    const followable = [...entities, ...handWrittenApiEntities];
    topicLists.set(entities, (topics = new Map(followable.map((entity) => [entityTopic(entity.path), entity]))));
  }
  return topics;
}

/**
 * Topics a module owns beyond the entities' (the dialer's `calls-management.{number}`): the module says who
 * may follow one; the server publishes on them through `store.events.message`.
 */
export interface TopicFamily {
  /** What every topic of the family starts with, e.g. 'calls-management.'. */
  prefix: string;
  /** Whether the actor may follow the topic `${prefix}${rest}`. */
  mayFollow(db: Kysely<any>, actor: Actor, rest: string): Promise<boolean>;
}

/** The family a topic belongs to, if any. */
export const familyOf = (families: readonly TopicFamily[], topic: string) => families.find((family) => topic.startsWith(family.prefix));

export type TopicDecision = { ok: true } | { ok: false; error: 'prohibited' | 'not_found' };

/** Whether the actor may subscribe to `topic`. Unknown topics are not found; others' topics prohibited. */
export function maySubscribe(actor: Actor, entities: readonly Entity[], topic: string): TopicDecision {
  const own = /^(user|app-changes)\.(\d+)$/.exec(topic);
  if (own) return Number(own[2]) === actor.id ? { ok: true } : { ok: false, error: 'prohibited' };
  const entity = entityTopics(entities).get(topic);
  if (!entity) return { ok: false, error: 'not_found' };
  // Users always see their own user record, so they may follow it.
  if (grantedScopes(actor, entity, 'view').length || entity.own === 'self') return { ok: true };
  return { ok: false, error: 'prohibited' };
}

/** Publishing is allowed on the user's own private topic only (their other tabs receive it). */
export const mayPublish = (actor: Actor, topic: string) => topic === userTopic(actor.id!);
