/**
 * The filter compiler without HTTP: hostile input never reaches SQL text. Queries are compiled by real
 * Kysely instances of both dialects and, on SQLite, run against the migrated tables.
 */
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity, type Entity } from '../../schemas/define-entity';
import { device } from '../../schemas/device';
import type { FilterGroup } from '../../schemas/list-query';
import { user } from '../../schemas/user';
import { connect, type DialectName } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../errors';
import { compileFilters, filterableFields, parseFilters } from './filters';

const devices = device as unknown as Entity;
const users = user as unknown as Entity;

function kyselyFor(dialect: DialectName) {
  if (dialect === 'sqlite') return new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  // Compiling needs no connection: the pool is never used.
  return new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });
}

/** The error a call throws, for asserting its key and fields. */
function thrown(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError, nothing was thrown');
}

const HOSTILE_TEXT = [
  "x' or '1'='1",
  "'; drop table devices; --",
  '" or ""="',
  '\\',
  "name') or 1=1 --",
  '$1',
  '?',
  '100%_done',
  'Дверь №1',
];

describe.each<DialectName>(['sqlite', 'postgres'])('filter compiler on %s', (dialect) => {
  let db: Kysely<any>;

  const compile = (entity: Entity, group: FilterGroup) =>
    db.selectFrom(entity.table).select('id').where(compileFilters({ entity, dialect }, group)).compile();
  const where = (entity: Entity, ...items: FilterGroup['items']) => compile(entity, { matching: 'match_all', items });

  beforeAll(() => {
    db = kyselyFor(dialect);
  });
  afterAll(async () => db.destroy());

  it('binds every value as a parameter and never inlines it, whatever the rule', () => {
    for (const value of HOSTILE_TEXT) {
      for (const rule of ['equals', 'not_equals', 'above', 'below', 'equals_above', 'equals_below', 'has', 'begins_with'] as const) {
        const query = where(devices, { field: 'name', rule, value });
        // Short values ('?', '$1', '\\') occur in any SQL text as placeholders or the escape character.
        if (value.length > 2) expect(query.sql, `${rule} ${value}`).not.toContain(value);
        expect(query.parameters.length, `${rule} ${value}`).toBeGreaterThan(0);
        const bound = query.parameters.map(String).join('\u0001');
        // SQLite compares text beyond ASCII as folded values, folded before binding (server/db/casefold.ts).
        const foldedHere = dialect === 'sqlite' && /[^\x20-\x7e]/.test(value) && !['above', 'below', 'equals_above', 'equals_below'].includes(rule);
        // SQLite reads a search of three characters or more from the search index: a quoted phrase, folded.
        if (dialect === 'sqlite' && rule === 'has' && [...value].length >= 3) expect(bound).toBe(`name : "${value.toLowerCase().replace(/"/g, '""')}"`);
        else expect(bound).toContain((foldedHere ? value.toLowerCase() : value).replace(/[\\%_]/g, (c) => (rule === 'has' || rule === 'begins_with' ? `\\${c}` : c)));
      }
      const list = where(devices, { field: 'login', rule: 'equals', value: [value, 'SN1'] });
      if (value.length > 2) expect(list.sql).not.toContain(value);
      expect(list.parameters).toEqual([value, 'SN1']);
    }
  });

  it('uses only declared columns, quoted by the compiler', () => {
    const query = where(devices, { field: 'name', rule: 'equals', value: 'x' }, { field: 'domain_id', rule: 'equals', value: 3 });
    expect(query.sql).toContain('"devices"."name"');
    expect(query.sql).toContain('"devices"."domain_id"');
    expect(query.parameters).toEqual(['x', 3]);
  });

  it('escapes LIKE wildcards in has and begins_with, and folds case on both sides (SQLite: only beyond ASCII)', () => {
    // SQLite reads three characters or more from the search index (below): two show its LIKE.
    const has = where(devices, { field: 'name', rule: 'has', value: dialect === 'sqlite' ? '%\\' : '50%_off\\' });
    expect(has.parameters).toEqual([dialect === 'sqlite' ? '%\\%\\\\%' : '%50\\%\\_off\\\\%']);
    expect(has.sql).toMatch(/like/i);
    expect(has.sql).toMatch(/escape '\\'/);
    // SQLite's own LIKE ignores ASCII case: no JavaScript call per row for an ASCII value.
    if (dialect === 'sqlite') expect(has.sql).not.toContain('casefold(');
    else expect(has.sql).toContain('lower(');
    const cyrillic = where(devices, { field: 'name', rule: 'has', value: dialect === 'sqlite' ? 'Ко' : 'Корпус' });
    expect(cyrillic.sql).toContain(dialect === 'sqlite' ? 'casefold(' : 'lower(');
    if (dialect === 'sqlite') {
      // The search index's phrase holds wildcards and the search's own quotes (doubled) as they are, folded.
      const phrase = where(devices, { field: 'name', rule: 'has', value: '50%_"Off"' });
      expect(phrase.parameters).toEqual(['name : "50%_""off"""']);
      expect(phrase.sql).toContain('"devices_search" match');
    }
    const begins = where(devices, { field: 'login', rule: 'begins_with', value: 'SN_1' });
    expect(begins.parameters).toEqual(['SN\\_1%']);
    expect(begins.sql).toMatch(/escape '\\'/);
    if (dialect === 'sqlite') expect(begins.sql).not.toContain('casefold(');
  });

  it('compiles `has` on an id list to an EXISTS over the join table, with the id bound', () => {
    const query = where(users, { field: 'domain_ids', rule: 'has', value: 42 });
    expect(query.sql).toMatch(/exists/i);
    expect(query.sql).toContain('"users_domain_ids"');
    expect(query.parameters).toEqual([42]);
  });

  it('nests match_any inside match_all as OR inside AND', () => {
    const query = compile(devices, {
      matching: 'match_all',
      items: [
        { field: 'type', rule: 'equals', value: 'panel' },
        { matching: 'match_any', items: [{ field: 'name', rule: 'has', value: 'a' }, { field: 'login', rule: 'equals', value: 'b' }] },
      ],
    });
    // Text equality ignores case on both databases: (casefold|lower)("devices"."type") = (casefold|lower)(?),
    // or on SQLite for an ASCII value "devices"."type" = ? collate nocase (server/db/casefold.ts filterEquals).
    const typeEquals = dialect === 'sqlite' ? /"devices"\."type" = \? collate nocase/ : /\("devices"\."type"\) = \w+\(.+\)/;
    expect(query.sql).toMatch(new RegExp(`${typeEquals.source} and \\(.+ or .+\\)`));
    expect(query.parameters).toEqual(['panel', '%a%', 'b']);
  });

  it('maps is null / equals null to IS NULL and booleans to 0 and 1', () => {
    expect(where(devices, { field: 'name', rule: 'is', value: null }).sql).toMatch(/"devices"\."name" is null/);
    expect(where(devices, { field: 'name', rule: 'not_equals', value: null }).sql).toMatch(/"devices"\."name" is not null/);
    const empty = where(devices, { field: 'type', rule: 'equals', value: [] });
    expect(empty.parameters).toEqual([]);
    expect(empty.sql).toContain('0 = 1');
  });

  it('refuses what is not declared or of the wrong type, naming the filter in error.fields', () => {
    const cases: [string, FilterGroup['items'][number], string][] = [
      ['unknown field', { field: 'secret', rule: 'equals', value: 'x' }, 'filters.secret'],
      ['write-only field', { field: 'password', rule: 'equals', value: 'x' }, 'filters.password'],
      ['SQL as a field', { field: 'name" or 1=1 --', rule: 'equals', value: 'x' }, 'filters.name" or 1=1 --'],
      ['nested JSON field', { field: 'device_settings', rule: 'equals', value: 'x' }, 'filters.device_settings'],
      ['text for an integer', { field: 'id', rule: 'equals', value: '1 or 1=1' }, 'filters.id'],
      ['number for text', { field: 'name', rule: 'equals', value: 1 }, 'filters.name'],
      ['fraction for an integer', { field: 'port', rule: 'equals', value: 80.5 }, 'filters.port'],
      ['unsafe integer', { field: 'port', rule: 'above', value: 2 ** 60 }, 'filters.port'],
      ['id beyond the id range', { field: 'id', rule: 'below', value: 2 ** 31 }, 'filters.id'],
      ['list for a range rule', { field: 'id', rule: 'above', value: [1] }, 'filters.id'],
      ['is with text', { field: 'name', rule: 'is', value: 'x' }, 'filters.name'],
      ['is true on text', { field: 'name', rule: 'is', value: true }, 'filters.name'],
      ['begins_with on a number', { field: 'id', rule: 'begins_with', value: 1 }, 'filters.id'],
      ['has on a number', { field: 'id', rule: 'has', value: 1 }, 'filters.id'],
      ['NUL in text', { field: 'name', rule: 'equals', value: 'a\u0000' }, 'filters.name'],
    ];
    for (const [label, item, key] of cases) {
      const error = thrown(() => where(devices, item));
      expect(error.key, label).toBe('bad_request');
      expect(Object.keys(error.fields ?? {}), label).toEqual([key]);
    }
    for (const item of [{ field: 'domain_ids', rule: 'equals', value: 1 }, { field: 'domain_ids', rule: 'is', value: null }, { field: 'domain_ids', rule: 'has', value: 'x' }] as const) {
      expect(thrown(() => where(users, item)).key).toBe('bad_request');
    }
  });
});

describe('parseFilters', () => {
  const reason = (raw: string) => {
    const error = thrown(() => parseFilters(raw));
    expect(error.key).toBe('bad_request');
    return error.fields?.filters;
  };

  it('accepts nothing as no filter and parses a valid group, defaulting to match_all', () => {
    expect(parseFilters(undefined)).toBeUndefined();
    expect(parseFilters('')).toBeUndefined();
    expect(parseFilters('{"items":[{"field":"name","rule":"has","value":"a"}]}')).toEqual({
      matching: 'match_all',
      items: [{ field: 'name', rule: 'has', value: 'a' }],
    });
  });

  it('refuses malformed, oversized and deeply nested input before it can hurt', () => {
    expect(reason('{"items": [')).toBe('invalid_json');
    expect(reason(JSON.stringify({ items: [{ field: 'name', rule: 'has', value: 'x'.repeat(20_000) }] }))).toBe('too_long');
    expect(reason(JSON.stringify({ items: [{ field: 'name', rule: 'has', value: 'x'.repeat(1 << 20) }] }))).toBe('too_long');
    // Nesting is measured before validation recurses: 10,000 levels are refused at once, without a stack overflow.
    const started = performance.now();
    expect(reason('['.repeat(5_000) + ']'.repeat(5_000))).toBe('too_deep');
    const deepGroups = `${'{"items":['.repeat(1_000)}${']}'.repeat(1_000)}`;
    expect(reason(deepGroups)).toBe('too_deep');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(() => parseFilters(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).toThrow(AppError);
  });

  it('refuses unknown rules, unknown matching, extra keys, prototype keys and too many items', () => {
    const invalid = [
      { items: [{ field: 'name', rule: 'regex', value: '.*' }] },
      { matching: 'match_some', items: [] },
      { items: [{ field: 'name', rule: 'equals', value: 'x', sql: '1=1' }] },
      { items: [{ field: 'name', rule: 'equals', value: { $gt: '' } }] },
      { items: Array.from({ length: 51 }, () => ({ field: 'name', rule: 'equals', value: 'x' })) },
      [{ field: 'name', rule: 'equals', value: 'x' }],
      'name',
      null,
    ];
    for (const filters of invalid) expect(() => parseFilters(JSON.stringify(filters)), JSON.stringify(filters).slice(0, 80)).toThrow(AppError);
    expect(() => parseFilters('{"items":[],"__proto__":{"polluted":true}}')).toThrow(AppError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses groups nested deeper than the compiler allows', async () => {
    let group: FilterGroup = { matching: 'match_all', items: [{ field: 'name', rule: 'equals', value: 'x' }] };
    for (let i = 0; i < 8; i++) group = { matching: 'match_any', items: [group] };
    expect(() => parseFilters(JSON.stringify(group))).toThrow(AppError);
  });
});

describe('filterable fields', () => {
  it('are derived from the entity and refuse a JSON field as a filter', () => {
    expect([...filterableFields(devices).keys()]).toEqual(expect.arrayContaining(['id', 'name', 'login', 'domain_id', 'created_at']));
    expect(filterableFields(users).get('domain_ids')).toBe('id-list');
    const broken = defineEntity({
      name: 'broken',
      path: 'broken',
      table: 'broken',
      fields: { settings: z.object({ a: z.string() }) },
      titleField: 'settings',
      list: { columns: ['settings'], search: [], filters: ['settings'], sort: 'id' },
      access: { view: {}, create: {}, update: {}, delete: {} },
      ownership: { kind: 'none' },
    }) as unknown as Entity;
    expect(() => filterableFields(broken)).toThrow(/cannot be a filter/);
  });
});

describe('compiled filters run on a migrated SQLite database', () => {
  it('find what they should and treat hostile text as text', async () => {
    // connect() registers the casefold() function the SQLite filters use.
    const database = connect('sqlite::memory:');
    const { db } = database;
    try {
      await migrateToLatest(db);
      const now = new Date().toISOString();
      const row = (name: string, login: string) => ({ name, login, domain_id: 0, created_at: now, updated_at: now, type: 'panel' });
      await db.insertInto('devices').values([row("O'Brien gate", 'SN-1'), row('100%_done', 'SN-2'), row('Ворота', 'SN-3')]).execute();
      const names = async (items: FilterGroup['items']) =>
        (await db.selectFrom('devices').select('name').where(compileFilters({ entity: devices, dialect: 'sqlite' }, { matching: 'match_all', items })).orderBy('name').execute()).map((r) => r.name);
      expect(await names([{ field: 'name', rule: 'equals', value: "O'Brien gate" }])).toEqual(["O'Brien gate"]);
      expect(await names([{ field: 'name', rule: 'has', value: '%_' }])).toEqual(['100%_done']);
      expect(await names([{ field: 'name', rule: 'has', value: '_' }])).toEqual(['100%_done']);
      expect(await names([{ field: 'name', rule: 'begins_with', value: 'ВОР' }])).toEqual(['Ворота']);
      // ASCII prefixes take the indexed plain-LIKE path, still ignoring case; wildcards stay literal.
      expect(await names([{ field: 'name', rule: 'begins_with', value: "o'bRIEN" }])).toEqual(["O'Brien gate"]);
      expect(await names([{ field: 'name', rule: 'begins_with', value: '100%' }])).toEqual(['100%_done']);
      expect(await names([{ field: 'name', rule: 'begins_with', value: '1_0' }])).toEqual([]);
      expect(await names([{ field: 'name', rule: 'equals', value: "x' or '1'='1" }])).toEqual([]);
      expect(await db.selectFrom('devices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual({ n: 3 });
    } finally {
      await database.close();
    }
  });
});
