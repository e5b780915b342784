import { describe, expect, it } from 'vitest';
import './elevator-displays';
import { elevator } from '../../schemas/elevator';
import { elevatorAccessRule } from '../../schemas/elevator-access-rule';
import { buildUiSchema } from '../../resources/ui-schema';
import { floorsLine } from './elevator-floors-summary';
import { relayCount } from './relay-count-field';

const translate = (key: string) => key;

describe('elevator fields of the generated forms', () => {
  it('draws an access rule\'s elevators with floors with the elevator floors field', () => {
    expect(buildUiSchema(elevatorAccessRule, translate, 'create').elevators['ui:field']).toBe('display:elevator_floors');
  });

  it('lets controllers be chosen on create only; on edit they are read (the floor-mapping page changes them)', () => {
    expect(buildUiSchema(elevator, translate, 'create').controllers).toMatchObject({ 'ui:field': 'display:elevator_controllers', 'ui:options': { editable: true } });
    expect(buildUiSchema(elevator, translate, 'edit').controllers).toMatchObject({ 'ui:field': 'display:elevator_controllers', 'ui:options': { editable: false } });
  });

  it('summarises an elevator\'s floors in order', () => {
    expect(floorsLine('Lift A', [5, 3, 4])).toBe('Lift A: 3, 4, 5');
  });

  it('takes a relay count of 1 to 64 only', () => {
    expect(relayCount(' 8 ')).toBe(8);
    expect(relayCount('64')).toBe(64);
    for (const wrong of ['0', '65', '2.5', '', 'x']) expect(relayCount(wrong), wrong).toBeUndefined();
  });
});
