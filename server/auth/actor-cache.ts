/**
 * The actor behind an access token, kept for a few seconds so a request does not pay the session and
 * actor lookups (five statements) again. An entry is served only while
 * - the write generation (server/db/write-generation.ts) is the one read before the entry began loading:
 *   any write to users, their groups, groups (moves change paths), roles or sessions (logout, a password
 *   change) since then drops every entry;
 * - the access token has not expired and the entry is younger than LIFE_MS;
 * - on PostgreSQL, other processes' writes can be heard (`trusted`: server/db/postgres-write-listener.ts
 *   listening); otherwise every request loads its actor anew. A write by another process is heard when its
 *   notification arrives, a few milliseconds after its commit: a request in between may still be judged
 *   by the actor of just before, as if it had arrived a moment earlier.
 */
import type { Kysely } from 'kysely';
import { type Actor, loadActor } from '../access/actor';
import { writeGeneration } from '../db/write-generation';
import { sessionForAccessToken } from './sessions';

const LIFE_MS = 5_000;
const CAPACITY = 10_000;

interface Entry {
  actor: Actor;
  generation: number;
  validUntil: number;
}

export type ActorLookup = (token: string) => Promise<Actor | undefined>;

/** Loads the actor of a token every time. */
export function actorLookup(db: Kysely<any>): ActorLookup {
  return async (token) => {
    const session = await sessionForAccessToken(db, token);
    return session && loadActor(db, session.userId);
  };
}

/** The same answers as actorLookup, from memory while nothing the actor is made of has changed. */
export function cachedActorLookup(db: Kysely<any>, trusted: () => boolean = () => true): ActorLookup {
  const entries = new Map<string, Entry>();
  const uncached = actorLookup(db);
  return async (token) => {
    if (!trusted()) {
      entries.clear();
      return uncached(token);
    }
    const now = Date.now();
    const entry = entries.get(token);
    if (entry && entry.generation === writeGeneration() && now < entry.validUntil) return entry.actor;
    if (entry) entries.delete(token);
    // Read before loading: a write while loading leaves this entry stale-marked, never served.
    const generation = writeGeneration();
    const session = await sessionForAccessToken(db, token);
    const actor = session && (await loadActor(db, session.userId));
    if (!session || !actor) return undefined;
    if (entries.size >= CAPACITY) entries.delete(entries.keys().next().value!);
    entries.set(token, { actor, generation, validUntil: Math.min(now + LIFE_MS, session.accessExpiresAt) });
    return actor;
  };
}
