/** The amenity's time slots reach the slot editor through the display registry, in both forms and on its page. */
import { describe, expect, it } from 'vitest';
import '../../src/extensions'; // first: the form registry reads the displays when it loads
import { describeField } from '../../resources/field-kinds';
import { formFields } from '../../resources/form/form-registry';
import { translator } from '../../resources/test-support/translator';
import { buildUiSchema } from '../../resources/ui-schema';
import { amenity } from '../../schemas/amenity';
import { AmenitySlotsField } from './amenity-slots-field';

describe('the amenity slot editor display', () => {
  it.each(['create', 'edit'] as const)('draws the %s form’s time slots, length and windows together', (mode) => {
    expect(buildUiSchema(amenity, translator('en').translate, mode).time_slots).toEqual({ 'ui:title': 'Time slots', 'ui:field': 'display:amenity_slots', 'ui:fieldReplacesAnyOrOneOf': true, 'ui:options': { wide: true } });
    expect(formFields['display:amenity_slots']).toBe(AmenitySlotsField);
  });
  it('shows them on the amenity’s page by the same fact', () => {
    expect(describeField(amenity, 'time_slots')).toMatchObject({ kind: 'object', display: 'amenity_slots' });
  });
});
