/**
 * Every code a user can see has a label in en, ru and uk: every value of every enum of every entity
 * (schemas/, nested sections and lists included, read through the same field descriptions the screens
 * use), every code list a text field declares (`codes`: device event types, access decision reasons), the
 * access matrix's reasons, and every entity's name. A new enum value, entity or code fails here until
 * labelled in all three languages.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_DECISION_REASONS } from '../schemas/access-control-event';
import { consoleEntities } from '../schemas';
import type { Entity } from '../schemas/define-entity';
import { REASON_CODES } from '../server/access-decision/types';
import { catalogueFor } from '../resources/choice-catalogues';
import { itemLabelKey } from '../resources/choice-groups';
import { type FieldDescription, describeFields } from '../resources/field-kinds';
import { enumLabelKey } from '../resources/locale-keys';
import { translator } from '../resources/test-support/translator';
import type { LocaleCode } from './index';

const LANGUAGES: LocaleCode[] = ['en', 'ru', 'uk'];

function allFields(fields: FieldDescription[]): FieldDescription[] {
  return fields.flatMap((field) => [field, ...allFields(field.children ?? [])]);
}

/** The locale key of each value a screen shows for this entity: `enums.<path>.<value>` or a catalogue's item. */
function valueKeys(entity: Entity): string[] {
  const { translate } = translator('en');
  return allFields(describeFields(entity)).flatMap((field) => {
    const values = field.values ?? [];
    const catalogue = catalogueFor(translate, values);
    return values.map((value) => (catalogue ? itemLabelKey(catalogue.prefix, value) : enumLabelKey(entity.path, field.path, value)));
  });
}

const keys = [
  ...consoleEntities.flatMap((entity) => [`resources.${entity.path}.name`, ...valueKeys(entity)]),
  ...REASON_CODES.map((code) => `access_matrix.reason.${code}`),
];

describe.each(LANGUAGES)('%s', (locale) => {
  it('labels every enum value, code and entity name', () => {
    const { translate, missing } = translator(locale);
    for (const key of keys) translate(key, { smart_count: 1 });
    expect([...missing], `codes without a label in ${locale}`).toEqual([]);
  });
});

describe('the codes walked', () => {
  it('include the server\'s event types and decision reasons, so the walk above covers them', () => {
    expect(REASON_CODES).toBe(ACCESS_DECISION_REASONS);
    expect(keys).toContain('resources.devices/events.enums.type.tamper_alarm');
    expect(keys).toContain('resources.access-control/events.enums.reason.no_rule');
    expect(keys).toContain('resources.devices.enums.model.AA12');
    expect(keys).toContain('permissions.items.devices_view_all');
  });
});
