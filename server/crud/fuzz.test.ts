/**
 * Fuzzing the generic API (issue 3 §2) with fast-check, for every entity in schemas/index.ts, over real
 * HTTP on both databases. Inputs: list `filters` JSON (valid ones built from the entity's filterable
 * fields, and broken ones: unknown fields and rules, wrong types, deep nesting, unicode, huge strings,
 * prototype-pollution keys), `sort`, `with`, `page` and `size`; create and update bodies generated from
 * the entity's zod schema and then broken the same ways.
 * Properties: never a 5xx; a 4xx writes nothing (storeFingerprint before and after); a created or updated
 * record answers what a read of it then answers, with the scalar fields the body set; no answer carries a
 * write-only field (top-level or nested, e.g. device_settings.sip.password) or a secret sent in one;
 * `({}).polluted` stays undefined. Each runs as the administrator and as three demo roles of narrower reach
 * (a building's group administrator, the read-only auditor, a resident), whose refusals must write nothing
 * too. Fixed seed, bounded runs; on failure fast-check prints seed and path.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import { baseType, fieldMeta } from '../../schemas/introspect';
import { FILTER_RULES } from '../../schemas/list-query';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { groupField, validBody } from '../test-support/valid-body';
import { fieldSets } from './field-sets';
import { filterableFields } from './filters';

type AnyZod = z.core.$ZodType;
type Row = Record<string, any>;

const SEED = 20261122;
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/**
 * Who the fuzz runs as, and how many runs each property gets: the administrator reaches every path; the
 * narrower roles mostly meet refusals, which a fifth of the runs covers (the whole fuzz, on the shared 2-core
 * machine: 87 s as the administrator alone, 97 s as the four).
 */
const ACTORS: [login: string, runs: number][] = [
  ['admin', RUNS],
  ['manager.a', Math.ceil(RUNS / 5)],
  ['auditor', Math.ceil(RUNS / 5)],
  ['resident1', Math.ceil(RUNS / 5)],
];
const SECRET = 'Fuzz-secret-9f3b2c';

/** An object with an own key that would pollute a prototype if merged carelessly. */
function withOwnKey(target: Row, key: string, value: unknown): Row {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}
const pollution = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .map((key) => withOwnKey({}, key, { polluted: 'yes', prototype: { polluted: 'yes' } }));

/** Nesting `depth` levels deep, written out only when sent (the test's own JSON.stringify would overflow). */
class Deep {
  constructor(readonly depth: number) {}
  toJSON() {
    return `\u0001deep:${this.depth}\u0001`;
  }
  [fc.toStringMethod]() {
    return `nest(${this.depth})`;
  }
}
function nest(depth: number): unknown {
  return new Deep(depth);
}
/** JSON text of a value, with every Deep expanded into alternating objects and arrays. */
function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001deep:(\d+)\\u0001"/g, (_all, n: string) => {
    const depth = Number(n);
    let open = '';
    let close = '';
    for (let i = 0; i < depth; i++) {
      open += i % 2 ? '[' : '{"a":';
      close = (i % 2 ? ']' : '}') + close;
    }
    return `${open}"deep"${close}`;
  });
}

/** Values no schema field expects, or expects at its limits. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(70_000), '\u0000', 'a\u0000b', '********', "'; drop table users; --", '%', '_', '\\', '🚪🔑', 'ı', 'İ', ''),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -0, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
  fc.integer({ min: 1, max: 5000 }).map(nest),
  pollution,
  fc.jsonValue({ maxDepth: 3 }),
);

/** An arbitrary shaped like a zod field (often valid, sometimes at its bounds). */
function arbitraryFor(type: AnyZod, ids: Record<string, number[]>, depth = 0, reference?: string): fc.Arbitrary<unknown> {
  const meta = { reference, ...fieldMeta(type) };
  const base: any = baseType(type);
  const def = base._zod.def;
  const bag = base._zod.bag ?? {};
  let arb: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'string':
      // A secret sent must never come back; other strings may echo, so only secrets carry the marker.
      arb = meta.writeOnly ? fc.constant(SECRET) : fc.string({ minLength: bag.minimum ?? 0, maxLength: Math.min(bag.maximum ?? 40, 40) });
      break;
    case 'number':
      arb = meta.reference && ids[meta.reference]?.length
        ? fc.oneof(fc.constantFrom(...ids[meta.reference]), fc.integer({ min: -5, max: 100000 }))
        : fc.integer({ min: Math.max(bag.minimum ?? -1000, -(2 ** 31)), max: Math.min(bag.maximum ?? 1000, 2 ** 31) });
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'enum':
      arb = fc.constantFrom(...Object.values(def.entries));
      break;
    case 'literal':
      arb = fc.constantFrom(...def.values);
      break;
    case 'array': {
      const element = def.element;
      arb = depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(element, ids, depth + 1, meta.reference), { maxLength: 3 });
      break;
    }
    case 'object':
      arb = depth > 3
        ? fc.constant({})
        : fc.record(Object.fromEntries(Object.entries(def.shape as Record<string, AnyZod>).map(([k, v]) => [k, arbitraryFor(v, ids, depth + 1)])), { requiredKeys: [] });
      break;
    case 'union':
      arb = fc.oneof(...def.options.map((option: AnyZod) => arbitraryFor(option, ids, depth + 1)));
      break;
    default:
      arb = fc.jsonValue({ maxDepth: 2 });
  }
  return (type as z.ZodType).safeParse(null).success ? fc.oneof(arb, fc.constant(null)) : arb;
}

/** Every path into an entity's nested object fields, e.g. ['device_settings', 'sip', 'password']. */
function objectPaths(type: AnyZod, prefix: string[] = []): string[][] {
  const base: any = baseType(type);
  if (base._zod.def.type !== 'object') return [];
  return Object.entries(base._zod.def.shape as Record<string, AnyZod>).flatMap(([key, child]) => [[...prefix, key], ...objectPaths(child, [...prefix, key])]);
}

function setPath(target: Row, path: string[], value: unknown) {
  let node: Row = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null || Array.isArray(node[key])) withOwnKey(node, key, {});
    node = node[key];
  }
  withOwnKey(node, path[path.length - 1], value);
}

/** Write-only paths of an entity: top-level secrets and nested ones. */
function secretPaths(entity: Entity): string[][] {
  const sets = fieldSets(entity);
  return [...[...sets.writeOnly].map((field) => [field]), ...sets.nestedSecrets];
}

function leaksSecret(entity: Entity, answer: unknown, text: string) {
  if (text.includes(SECRET)) return `answer contains the secret marker`;
  const body = answer as Row | undefined;
  const records: Row[] = Array.isArray(body?.data) ? body.data : body?.data && typeof body.data === 'object' ? [body.data] : [];
  for (const record of records) {
    for (const path of secretPaths(entity)) {
      let node: any = record;
      for (const key of path.slice(0, -1)) node = node?.[key];
      if (node && typeof node === 'object' && path[path.length - 1] in node) return `answer has ${path.join('.')}`;
    }
  }
  return undefined;
}

/** The top-level scalar fields a body set that its answer shows: a stored record must carry what was sent. */
function sentScalars(entity: Entity, sent: unknown, answered: Row) {
  const readable = new Set(Object.keys(answered));
  const sets = fieldSets(entity);
  const out: Row = {};
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return out;
  for (const [key, value] of Object.entries(sent as Row)) {
    if (!sets.writable.has(key) || sets.writeOnly.has(key) || !readable.has(key)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

// The two databases run side by side; each dialect's properties run in order (they compare store fingerprints).
describe.concurrent('fuzzing the API', () => {
  describe.sequential.each(DIALECTS)('on %s', (dialect) => {
    let server: TestServer;
    /** Each actor's session, user and role: the fuzz never updates the records it runs as. */
    const actors: Record<string, { token: string; id: number; roleId: number; groupId: number }> = {};
    const ids: Record<string, number[]> = {};
    let tried = 0;
    let refused = 0;
    /** Writes read back, per actor. */
    const written: Record<string, number> = {};

    beforeAll(async () => {
      server = await startServer(dialect);
      for (const [login] of ACTORS) {
        const token = await server.login(login);
        const profile = (await server.request('GET', '/profile', { token })).body.data;
        actors[login] = { token, id: profile.id, roleId: profile.role_id, groupId: profile.domain_ids?.[0] };
      }
      for (const entity of entities) {
        const listed = await server.request('GET', `/${entity.path}/items`, { token: actors.admin.token, query: { size: 1000 } });
        ids[entity.path] = listed.body.data.map((r: Row) => r.id);
      }
    });
    afterAll(async () => {
      await server?.close();
      // Figures for the report: requests tried, refused with a 4xx, and writes checked against a read.
      console.info(`fuzz ${dialect}: ${tried} requests, ${refused} refused (4xx), ${JSON.stringify(written)} writes read back, 0 answered 5xx`);
    });

    /** The records of `entity` no actor runs as: users and roles of the fuzz's own sessions stay as they are. */
    const targetsOf = (entity: Entity) => (ids[entity.path] ?? []).filter((id) =>
      !Object.values(actors).some((actor) => (entity.path === 'users' && id === actor.id) || (entity.path === 'roles' && id === actor.roleId)));

    /**
     * Sends the request as `token`; checks no 5xx, no leak, no pollution; when asked, no write on a 4xx; and a
     * created or updated record is what a read then answers, carrying the scalars the body set.
     */
    async function probe(token: string, entity: Entity, method: string, path: string, options: { body?: unknown; query?: Row }, mayWrite: boolean) {
      const before = mayWrite ? await storeFingerprint(server.store) : undefined;
      const target = new URL(`/api/v0${path}`, server.url);
      for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) target.searchParams.set(key, String(value));
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(target, { method, headers, body: options.body === undefined ? undefined : serialize(options.body) });
      const text = await response.text();
      tried++;
      expect(response.status, text.slice(0, 300)).toBeLessThan(500);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      expect(leaksSecret(entity, parsed, text)).toBeUndefined();
      expect(({} as Row).polluted).toBeUndefined();
      expect((Object.prototype as Row).polluted).toBeUndefined();
      if (response.status >= 400) {
        refused++;
        if (before) expect(await storeFingerprint(server.store)).toEqual(before);
      } else if ((method === 'PUT' || method === 'PATCH') && path.split('/').length <= 3) {
        const record = (parsed as Row).data as Row;
        const read = await server.request('GET', `/${entity.path}/${record.id}`, { token });
        expect(read.body.data, `${method} ${path} answered, then GET`).toEqual(record);
        expect(record, `${method} ${path}: the scalars sent`).toMatchObject(sentScalars(entity, options.body, record));
        const actor = Object.keys(actors).find((login) => actors[login].token === token)!;
        written[actor] = (written[actor] ?? 0) + 1;
      }
      return { status: response.status, body: parsed as Row };
    }

    describe.each(ACTORS)('as %s', (login, runs) => {
      const token = () => actors[login].token;
      describe.each(entities.map((e) => [e.path, e] as const))('%s', (_path, entity) => {
        const fields = [...filterableFields(entity).keys()];
        const relations = Object.keys(entity.relations ?? {});
        const writable = [...fieldSets(entity).writable];

        const scalarValue = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }));
        const condition = fc.record({
          field: fc.oneof(fc.constantFrom(...fields), fc.constantFrom('password', 'device_settings', 'nope', '__proto__', 'name;--'), fc.string({ maxLength: 10 })),
          rule: fc.oneof(fc.constantFrom(...FILTER_RULES), fc.constantFrom('like', 'regex', '__proto__')),
          value: fc.oneof(scalarValue, nasty),
        });
        const group: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
          group: fc.record(
            { matching: fc.constantFrom('match_all', 'match_any', 'xor'), items: fc.array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('item'), tie('item'), tie('group')), { maxLength: 4 }) },
            { requiredKeys: ['items'] },
          ),
          item: condition,
        })).group;
        const filters = fc.oneof(
          group.map((g) => serialize(g)),
          fc.tuple(group, pollution).map(([g, p]) => serialize(Object.assign(p, g))),
          nasty.map((value) => serialize(value) ?? ''),
          fc.string({ maxLength: 30 }),
          fc.integer({ min: 1, max: 60 }).map((depth) => serialize({ items: [nest(depth)] })),
          fc.constant('{"items":' + '['.repeat(5000) + ']'.repeat(5000) + '}'),
        );
        const sortKey = fc.tuple(fc.constantFrom('', '-', '+', '--'), fc.oneof(fc.constantFrom(...fields, 'password', 'domain_ids', '__proto__'), fc.string({ maxLength: 8 })));
        const sort = fc.oneof(fc.array(sortKey, { minLength: 1, maxLength: 7 }).map((keys) => keys.map(([d, f]) => d + f).join(',')), fc.string({ maxLength: 20 }));
        const withParam = fc.oneof(
          fc.subarray([...relations, 'password', '__proto__', 'constructor', 'nope']).map((names) => names.join(',')),
          fc.string({ maxLength: 12 }),
        );
        const pageParam = fc.option(fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constantFrom('1e3', 'abc', '0x10', '')), { nil: undefined });

        it('lists: filters, sort, with, page and size never cause a 5xx or a leak', async () => {
          await fc.assert(
            fc.asyncProperty(filters, fc.option(sort, { nil: undefined }), fc.option(withParam, { nil: undefined }), pageParam, pageParam, async (f, s, w, page, size) => {
              await probe(token(), entity, 'GET', `/${entity.path}/items`, { query: { filters: f, sort: s, with: w, page, size } }, false);
            }),
            { seed: SEED, numRuns: runs },
          );
        });

        /** A body from the schema: valid required fields, then random schema-shaped fields, then broken bits. */
        const mutation = fc.oneof(
          // ['id'] keeps the list non-empty for an entity whose every field the server writes (a poll's responses).
          fc.tuple(fc.constantFrom(['id'], ...writable.map((f) => [f]), ...objectPaths(entity.record).filter((p) => p.length > 1)), nasty),
          fc.tuple(fc.constantFrom(['__proto__'], ['constructor'], ['prototype'], ['device_settings', '__proto__'], ['profile', 'constructor'], ['id'], ['created_by'], ['nope']), nasty),
          fc.tuple(fc.string({ maxLength: 12 }).map((k) => [k || 'k']), nasty),
        );
        const shaped = () =>
          fc.record(Object.fromEntries(writable.map((f) => [f, arbitraryFor(entity.fields[f] as AnyZod, ids)])), { requiredKeys: [] });
        /** Every secret of the entity, set to the marker (which no answer may contain). */
        const secretsBody = () => {
          const out: Row = {};
          for (const path of secretPaths(entity)) setPath(out, path, path.length === 1 ? `${SECRET}-long-enough` : SECRET);
          return out;
        };
        const broken = (base: () => Row) =>
          fc.tuple(shaped(), fc.array(mutation, { maxLength: 3 }), fc.boolean()).map(([extra, mutations, keepBase]) => {
            const out: Row = keepBase ? { ...base(), ...extra } : { ...extra };
            for (const [path, value] of mutations) setPath(out, path as string[], value);
            return out;
          });
        // One in four is the valid base with every secret set: its answer must not carry them either.
        const body = (base: () => Row) =>
          fc.oneof({ arbitrary: fc.constant(0).map(() => ({ ...base(), ...secretsBody() })), weight: 1 }, { arbitrary: broken(base), weight: 3 });
        let serial = 0;
        const baseBody = () => {
          const made = validBody(entity, { reference: (path) => ids[path]?.[1] ?? ids[path]?.[0] ?? 0, token: `fz-${dialect}-${login.slice(0, 3)}-${++serial}` });
          const field = groupField(entity);
          // The administrator places records anywhere; another actor in its own group, where it may write.
          if (field && entity.ownership.kind !== 'group-list') made[field] = (login === 'admin' ? ids.groups[1] : actors[login].groupId) ?? 0;
          for (const path of secretPaths(entity)) if (path.length === 1 && fieldMeta(entity.fields[path[0]] as AnyZod).writeOnly) made[path[0]] = `${SECRET}-long-enough`;
          return made;
        };

        it('refuses a body nested 10 000 deep with a 4xx, not a stack overflow', async () => {
          const answer = await probe(token(), entity, 'PUT', `/${entity.path}`, { body: { [writable[0] ?? 'name']: nest(10_000) } }, true);
          // The one JSON parser of every route refuses it before parsing, whoever sends it (server/json-body.ts).
          expect([answer.status, answer.body?.error?.code]).toEqual([400, 'bad_request']);
        });

        it('creates: bodies from the schema, broken, never cause a 5xx, a write on a 4xx or a leak', async () => {
          await fc.assert(
            fc.asyncProperty(body(baseBody), async (sent) => {
              await probe(token(), entity, 'PUT', `/${entity.path}`, { body: sent }, true);
            }),
            { seed: SEED, numRuns: runs },
          );
        });

        it('updates: bodies from the schema, broken, never cause a 5xx, a write on a 4xx or a leak', async () => {
          // Never an actor itself or its role: the sessions running the fuzz must survive.
          const targets = targetsOf(entity);
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...targets, 999999), body(() => ({})), async (id, sent) => {
              await probe(token(), entity, 'PATCH', `/${entity.path}/${id}`, { body: sent }, true);
            }),
            { seed: SEED, numRuns: runs },
          );
        });

        it.each(Object.keys(entity.commands ?? {}).map((name) => [name]))('runs %s: inputs from its schema, broken, never cause a 5xx, a write on a 4xx or a leak', async (name) => {
          const input = entity.commands![name].input;
          const shape = input instanceof z.ZodObject ? (input.shape as Record<string, AnyZod>) : {};
          const inputs = fc.tuple(fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryFor(field, ids)])), { requiredKeys: [] }), fc.array(mutation, { maxLength: 3 }), fc.oneof(nasty, fc.constant(undefined)))
            .map(([shaped, mutations, whole]) => {
              if (whole !== undefined && typeof whole !== 'object') return whole;
              const out: Row = { ...shaped };
              for (const [path, value] of mutations) setPath(out, path as string[], value);
              return out;
            });
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...targetsOf(entity), 999999), inputs, async (id, sent) => {
              await probe(token(), entity, 'POST', `/${entity.path}/${id}/${name}`, { body: sent }, true);
            }),
            { seed: SEED, numRuns: runs },
          );
        });
      });
    });
  });
});
