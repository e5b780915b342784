/** The generator's promise for the week grid: the schema's `display: 'week_grid'` fact picks the grid, in both forms and on the show page. */
import { describe, expect, it } from 'vitest';
import './schedule-displays'; // first: the form registry reads the displays when it loads
import { schedule } from '../../schemas/schedule';
import { describeField } from '../../resources/field-kinds';
import { entityFormSchema } from '../../resources/form-schema';
import { translator } from '../../resources/test-support/translator';
import { buildUiSchema } from '../../resources/ui-schema';
import { formFields } from '../../resources/form/form-registry';
import { WeekGridField } from './week-grid-field';

describe('weekly slots on the week grid', () => {
  it.each(['create', 'edit'] as const)('the %s form draws them with the week grid field, labelled', (mode) => {
    expect(buildUiSchema(schedule, translator('en').translate, mode).weekly_slots).toEqual({ 'ui:title': 'Weekly slots', 'ui:field': 'display:week_grid', 'ui:fieldReplacesAnyOrOneOf': true, 'ui:options': { wide: true } });
    expect(formFields['display:week_grid']).toBe(WeekGridField);
  });
  it('the form value is still the plain list of slots, with the 09:00–18:00 default', () => {
    const node = entityFormSchema(schedule).properties?.weekly_slots as { type: string; default: unknown };
    expect(node.type).toBe('array');
    expect(node.default).toEqual([{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: 32400, to: 64800 }]);
  });
  it('the show page knows the field by the same fact', () => {
    expect(describeField(schedule, 'weekly_slots')).toMatchObject({ kind: 'objects', display: 'week_grid' });
  });
});
