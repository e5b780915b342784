/**
 * The generator's promise: a new entity needs its schema file and its locale strings, nothing else. A made-up
 * entity (a badge; markers are real now) goes through every generator step; the only words it lacks are its own.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEntity, type Entity } from '../schemas/define-entity';
import { describeFields } from './field-kinds';
import { entityFormSchema } from './form-schema';
import { defaultSort, filterInputs, isSortable } from './list-description';
import { translator } from './test-support/translator';
import { buildUiSchema } from './ui-schema';

const marker = defineEntity({
  name: 'badge',
  path: 'badges',
  table: 'badges',
  fields: {
    name: z.string().trim().min(1).max(64),
    color: z.string().regex(/^#[0-9a-f]{6}$/i).default('#1976d2'),
    shape: z.enum(['dot', 'pin']).default('dot'),
    owner_id: z.number().int().nullable().default(null).meta({ reference: 'users' }),
  },
  titleField: 'name',
  list: { columns: ['name', 'color', 'shape', 'owner_id'], search: ['name'], filters: ['id', 'name', 'shape', 'owner_id', 'created_at'], sort: 'name' },
  access: { view: { all: true }, create: { all: true }, update: { all: true }, delete: { all: true } },
  ownership: { kind: 'none' },
}) as unknown as Entity;

describe('a fifth entity', () => {
  it('gets a form, a list and filters from its description alone', () => {
    const { translate, missing } = translator('en');
    const ui = buildUiSchema(marker, translate, 'create');
    expect(Object.keys(ui)).toEqual(['name', 'color', 'shape', 'owner_id', 'ui:options']);
    expect(ui.owner_id).toMatchObject({ 'ui:widget': 'reference', 'ui:field': 'blankable' });
    expect(ui.shape['ui:enumNames']).toEqual(['dot', 'pin']);
    expect(entityFormSchema(marker).required).toEqual(['name']);
    expect(describeFields(marker).map((field) => field.kind)).toEqual(['number', 'date', 'date', 'reference', 'text', 'text', 'enum', 'reference']);
    expect(filterInputs(marker).map((input) => input.source)).toEqual(['id', 'name_begins', 'shape', 'owner_id', 'created_at_gte', 'created_at_lte']);
    expect(defaultSort(marker)).toEqual({ field: 'name', order: 'ASC' });
    expect(isSortable(marker, 'color')).toBe(false);
    // Until its locale strings exist, only its own labels are missing.
    expect([...missing].every((key) => key.startsWith('resources.badges.fields.'))).toBe(true);
    expect([...missing].sort()).toEqual(['color', 'name', 'owner_id', 'shape'].map((field) => `resources.badges.fields.${field}`));
  });
});
