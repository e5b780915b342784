/**
 * Form fills, the generator's extension point for "ask the server, put the answer into the form": which forms
 * offer them, the one request each makes (an Http test double that refuses anything else), and what reaches
 * the form. The type checker asks for their labels in every language (`@ts-expect-error` below).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityStrings } from '../locales/entity-strings';
import { defineEntity } from '../schemas/define-entity';
import { virtualNumber } from '../schemas/virtual-number';
import type { Http, RequestOptions } from '../src/providers/http';
import { fetchFill, formFillsFor, revealedValues, withFilled } from './form-fills';

/** An Http that answers the listed calls and throws "not implemented" for any other, recording what it was asked. */
function testHttp(answers: Record<string, unknown>) {
  const calls: { method: string; path: string; options?: RequestOptions }[] = [];
  const http = (async (method: string, path: string, options?: RequestOptions) => {
    calls.push({ method, path, options });
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new Error(`not implemented: ${key}`);
    return answers[key];
  }) as Http;
  return { http, calls };
}

const lamp = defineEntity({
  name: 'lamp',
  path: 'lamps',
  table: 'lamps',
  fields: { name: z.string(), code: z.string(), secret: z.string().meta({ writeOnly: true }) },
  titleField: 'name',
  list: { columns: ['name'], search: ['name'], filters: ['name'], sort: 'name' },
  access: { view: {}, create: {}, update: {}, delete: {} },
  ownership: { kind: 'none' },
  formFills: {
    suggest: { from: 'suggest', fields: ['code', 'secret'], reveal: ['secret'] },
    rename: { from: 'names/next', fields: ['name'], needs: 'edit', modes: ['edit', 'create'] },
  },
});

const fills = lamp.formFills!;

describe('form fills', () => {
  it('are offered on the add form by default, on edit only where declared', () => {
    expect(formFillsFor(lamp, 'create').map(([name]) => name)).toEqual(['suggest', 'rename']);
    expect(formFillsFor(lamp, 'edit').map(([name]) => name)).toEqual(['rename']);
    expect(formFillsFor({ formFills: undefined }, 'create')).toEqual([]);
  });

  it('ask GET /{path}/{from} once and keep only the declared fields of the answer', async () => {
    const { http, calls } = testHttp({ 'GET /lamps/suggest': { data: { code: 'L-7', secret: 'Xy12abcd', owner_id: 5 } } });
    expect(await fetchFill(http, lamp, fills.suggest)).toEqual({ code: 'L-7', secret: 'Xy12abcd' });
    expect(calls).toEqual([{ method: 'GET', path: '/lamps/suggest', options: undefined }]);
  });

  it('leave a field the answer does not hold as the user typed it', async () => {
    const { http } = testHttp({ 'GET /lamps/suggest': { data: { code: 'L-8' } } });
    const values = await fetchFill(http, lamp, fills.suggest);
    expect(withFilled({ name: 'Hall', code: 'old', secret: 'typed' }, values)).toEqual({ name: 'Hall', code: 'L-8', secret: 'typed' });
    expect(withFilled(undefined, values)).toEqual({ code: 'L-8' });
  });

  it('pass the server refusal on to the button (nothing filled)', async () => {
    const { http } = testHttp({});
    await expect(fetchFill(http, lamp, fills.rename)).rejects.toThrow('not implemented: GET /lamps/names/next');
  });

  it('reveal only the declared write-only fields that were filled', () => {
    expect(revealedValues(fills.suggest, { code: 'L-7', secret: 'Xy12abcd' })).toEqual([['secret', 'Xy12abcd']]);
    expect(revealedValues(fills.suggest, { code: 'L-7' })).toEqual([]);
    expect(revealedValues(fills.rename, { name: 'Hall' })).toEqual([]);
  });

  it('give virtual numbers Generate on the add form only, the password revealed', () => {
    expect(formFillsFor(virtualNumber, 'create')).toEqual([
      ['generate', { from: 'generate', fields: ['number', 'password'], needs: 'create', modes: ['create'], reveal: ['password'] }],
    ]);
    expect(formFillsFor(virtualNumber, 'edit')).toEqual([]);
  });

  it('need their labels in every language (type check)', () => {
    const record = { id: 'ID', created_at: 'Created', updated_at: 'Updated', created_by: 'Created by' };
    const base = { name: 'Lamp |||| Lamps', edit_title: 'Lamp %{name}', fields: { ...record, name: 'Name', code: 'Code', secret: 'Secret' }, enums: {}, commands: {} };
    const labels = { suggest: { label: 'Suggest', done: 'Suggested' }, rename: { label: 'Next name', done: 'Renamed' } };
    const complete = { ...base, fills: labels };
    entityStrings(lamp, { en: complete, ru: complete, uk: complete });
    // @ts-expect-error a language without the fills' labels
    entityStrings(lamp, { en: complete, ru: base, uk: complete });
    // @ts-expect-error a fill without its label
    entityStrings(lamp, { en: { ...base, fills: { suggest: labels.suggest } }, ru: complete, uk: complete });
    expect(Object.keys(labels)).toEqual(Object.keys(fills));
  });
});
