/** Every display a schema names is contributed, and a display is both shown and edited through the registry. */
import { describe, expect, it } from 'vitest';
import { consoleEntities } from '../schemas';
import { describeFields, type FieldDescription } from './field-kinds';
import { displayFormComponents, displayUiSchema, fieldDisplay } from './display-registry';
import '../src/extensions';

const allFields = (fields: FieldDescription[]): FieldDescription[] => fields.flatMap((field) => [field, ...allFields(field.children ?? [])]);

describe('field display registry', () => {
  it('has every display the entities name', () => {
    const named = consoleEntities.flatMap((entity) => allFields(describeFields(entity)).map((field) => field.display).filter(Boolean) as string[]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(() => fieldDisplay(name), name).not.toThrow();
  });

  it('puts a widget in place of the input, or a field with only its title and help, with the options of the form mode', () => {
    expect(displayUiSchema('identifier_value', { 'ui:title': 'Value', 'ui:help': 'Hex' }, 'edit')).toEqual({ 'ui:title': 'Value', 'ui:help': 'Hex', 'ui:widget': 'display:identifier_value' });
    expect(displayUiSchema('elevator_controllers', { 'ui:title': 'Controllers', 'ui:help': 'x' }, 'edit')).toEqual({ 'ui:title': 'Controllers', 'ui:help': 'x', 'ui:field': 'display:elevator_controllers', 'ui:fieldReplacesAnyOrOneOf': true, 'ui:options': { editable: false } });
    const { widgets, fields } = displayFormComponents();
    expect(Object.keys(widgets)).toContain('display:identifier_value');
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['display:week_grid', 'display:elevator_floors', 'display:elevator_controllers']));
    expect(() => fieldDisplay('hologram')).toThrow('No field display "hologram" is registered');
  });
});
