import { describe, expect, it } from 'vitest';
import './identifier-displays';
import { identifier } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import { translator } from '../../resources/test-support/translator';
import { buildUiSchema } from '../../resources/ui-schema';
import { shownIdentifierValue } from './identifier-value-widget';

describe('the identifier value input', () => {
  it("is the identifier form's value widget, labelled and explained from the locale", () => {
    const { translate, missing } = translator('en');
    const ui = buildUiSchema(identifier as unknown as Entity, translate, 'edit');
    expect(ui.value).toMatchObject({ 'ui:widget': 'display:identifier_value', 'ui:title': 'Value' });
    expect(ui.value['ui:help']).toContain('0x');
    expect([...missing]).toEqual([]);
  });

  it('shows a stored card, UKEY or UKEY2 number as 0x hex to a hex user', () => {
    expect(shownIdentifierValue('4096', { type: 'card', value: '4096' }, 'hex')).toBe('0x1000');
    expect(shownIdentifierValue('255', { type: 'ukey2', value: '255' }, 'hex')).toBe('0xFF');
  });

  it('leaves decimal users, other types and what is being typed alone', () => {
    expect(shownIdentifierValue('4096', { type: 'card', value: '4096' }, 'dec')).toBe('4096');
    expect(shownIdentifierValue('4711', { type: 'code', value: '4711' }, 'hex')).toBe('4711');
    expect(shownIdentifierValue('40', { type: 'card', value: '4096' }, 'hex')).toBe('40');
    expect(shownIdentifierValue('12', undefined, 'hex')).toBe('12');
  });
});
