/**
 * An entity's locale module is checked against the entity by the type checker: each `@ts-expect-error` below
 * is a missing or unknown label that `npm run typecheck` must refuse (if it stopped refusing, the unused
 * directive would fail the type check instead). The run-time half: the strings land under the entity's path.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity } from '../schemas/define-entity';
import { entityStrings, stringsIn } from './entity-strings';

const lamp = defineEntity({
  name: 'lamp',
  path: 'lamps',
  table: 'lamps',
  fields: { name: z.string(), colour: z.enum(['red', 'green']).default('red') },
  titleField: 'name',
  list: { columns: ['name'], search: ['name'], filters: ['name'], sort: 'name' },
  access: { view: {}, create: {}, update: {}, delete: {} },
  ownership: { kind: 'none' },
  commands: { switch_on: { grant: {}, input: z.object({ brightness: z.number() }) } },
});

const record = { id: 'ID', created_at: 'Created', updated_at: 'Updated', created_by: 'Created by' };
const complete = {
  name: 'Lamp |||| Lamps',
  edit_title: 'Lamp %{name}',
  fields: { ...record, name: 'Name', colour: 'Colour' },
  enums: { colour: { red: 'Red', green: 'Green' } },
  commands: { switch_on: { label: 'Switch on', done: 'Switched on', fields: { brightness: 'Brightness' } } },
};

describe('entity strings', () => {
  it('accepts a complete module and files it under the entity path', () => {
    const strings = entityStrings(lamp, { en: complete, ru: complete, uk: complete });
    expect(stringsIn('ru', [strings])).toEqual({ lamps: complete });
  });

  it('is refused by the type checker when a label is missing or unknown', () => {
    const missingField = { ...complete, fields: { ...record, name: 'Name' } };
    const missingValue = { ...complete, enums: { colour: { red: 'Red' } } };
    const missingCommand = { ...complete, commands: {} };
    const unknownInput = { ...complete, commands: { switch_on: { label: 'On', done: 'On', fields: { colour_temperature: 'K' } } } };
    // @ts-expect-error a field without a label
    entityStrings(lamp, { en: complete, ru: missingField, uk: complete });
    // @ts-expect-error an enum value without a label
    entityStrings(lamp, { en: complete, ru: complete, uk: missingValue });
    // @ts-expect-error a command without its button
    entityStrings(lamp, { en: missingCommand, ru: complete, uk: complete });
    // @ts-expect-error a label for an input the command does not take
    entityStrings(lamp, { en: unknownInput, ru: complete, uk: complete });
    // @ts-expect-error a language left out
    entityStrings(lamp, { en: complete, ru: complete });
    expect(missingField.fields).not.toHaveProperty('colour');
  });
});
