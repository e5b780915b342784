/**
 * Compiled statements of reads, kept per actor. The same read asked again by the same actor (a page turned, a
 * list refreshed after a live change, a poll) skips building and compiling its statement with Kysely, which costs
 * about as much as SQLite's own work for a filtered page with its relations (0.3–0.5 ms).
 *
 * A read's key names everything its statement is built from except its slots (page, size, a record's id), whose
 * values are bound at each use. Building must be a pure function of the key, the database and the actor: no
 * clock, no state read while building. An actor is a snapshot (server/auth/actor-cache.ts): a changed actor is a
 * new object, so its reads start from an empty cache, and the old object's go with it.
 */
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Actor } from '../access/actor';

/** A value bound when the statement runs; Kysely takes it as a parameter like any other value. */
export class Slot {
  constructor(readonly name: string) {}
}

/** Reads kept per actor: the lists of a few screens (three statements each: page, page with total, count) and the records opened from them. */
const PER_ACTOR = 48;

/**
 * Statement texts, shared: actors of one role compile the same text with their own values, so each actor's
 * reads hold a reference to one string and their parameters, not a copy of a few kilobytes each.
 */
const texts = new Map<string, string>();
const TEXTS = 1_000;

function shared(text: string) {
  const known = texts.get(text);
  if (known) return known;
  if (texts.size >= TEXTS) texts.delete(texts.keys().next().value!);
  texts.set(text, text);
  return text;
}

const byDatabase = new WeakMap<Kysely<any>, WeakMap<Actor, Map<string, CompiledQuery>>>();

function readsOf(db: Kysely<any>, actor: Actor) {
  let byActor = byDatabase.get(db);
  if (!byActor) byDatabase.set(db, (byActor = new WeakMap()));
  let reads = byActor.get(actor);
  if (!reads) byActor.set(actor, (reads = new Map()));
  return reads;
}

/** The statement `build` makes for this key, compiled once per actor and database; run it with `bind`. */
export function compiledRead(db: Kysely<any>, actor: Actor, key: string, build: () => Compilable): CompiledQuery {
  const reads = readsOf(db, actor);
  let compiled = reads.get(key);
  if (compiled) {
    reads.delete(key); // most recently used last
  } else {
    // Only the text and the values are kept: the drivers run those, and Kysely's operation tree is larger.
    const { sql, parameters } = build().compile();
    compiled = CompiledQuery.raw(shared(sql), [...parameters]);
    if (reads.size >= PER_ACTOR) reads.delete(reads.keys().next().value!);
  }
  reads.set(key, compiled);
  return compiled;
}

/** The compiled statement with its slots' values in place. */
export function bind(compiled: CompiledQuery, values: Record<string, unknown>): CompiledQuery {
  const parameters = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    if (!(parameter.name in values)) throw new Error(`no value for the slot ${parameter.name}`);
    return values[parameter.name];
  });
  return { ...compiled, parameters };
}
