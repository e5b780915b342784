import { describe, expect, it } from 'vitest';
import '../../src/extensions'; // the domains' displays (a schedule's week grid)
import { schedule } from '../../schemas/schedule';
import { describeField } from '../field-kinds';
import { buildUiSchema } from '../ui-schema';
import { isVisible, withVisibleWhen } from './visible-when';

const translate = (key: string, options?: { _?: string }) => options?._ ?? key;

describe('conditional fields', () => {
  it('a field shows only while every named sibling holds its value', () => {
    const ui = withVisibleWhen({ 'ui:title': 'x' }, { repeat_mode: 'custom', repeat_unit: 'week' });
    expect(isVisible(ui, { repeat_mode: 'custom', repeat_unit: 'week' })).toBe(true);
    expect(isVisible(ui, { repeat_mode: 'custom', repeat_unit: 'month' })).toBe(false);
    expect(isVisible(ui, { repeat_mode: 'weekly', repeat_unit: 'week' })).toBe(false);
    expect(isVisible(ui, undefined)).toBe(false);
    expect(isVisible({ 'ui:title': 'x' }, {})).toBe(true);
    expect(withVisibleWhen({ 'ui:options': { section: true } }, { a: 1 })['ui:options']).toEqual({ section: true, visibleWhen: { a: 1 } });
  });

  it("the schedule form draws the custom repeat fields only for a custom repeat, weekdays for weeks, month days for months", () => {
    const ui = buildUiSchema(schedule, translate as never, 'edit');
    const weekly = { repeat_mode: 'weekly', repeat_unit: 'week' };
    const everyTwoWeeks = { repeat_mode: 'custom', repeat_unit: 'week' };
    const monthly = { repeat_mode: 'custom', repeat_unit: 'month' };
    expect(['repeat_every', 'repeat_unit', 'repeat_week_days', 'repeat_month_days'].map((name) => isVisible(ui[name], weekly))).toEqual([false, false, false, false]);
    expect(['repeat_every', 'repeat_unit', 'repeat_week_days', 'repeat_month_days'].map((name) => isVisible(ui[name], everyTwoWeeks))).toEqual([true, true, true, false]);
    expect(['repeat_every', 'repeat_unit', 'repeat_week_days', 'repeat_month_days'].map((name) => isVisible(ui[name], monthly))).toEqual([true, true, false, true]);
    expect(isVisible(ui.name, weekly)).toBe(true);
    expect(ui.repeat_week_days['ui:widget']).toBe('checkboxes');
    expect(ui.repeat_month_days['ui:widget']).toBe('checkboxes');
  });

  it('the show page reads the same condition from the field description', () => {
    expect(describeField(schedule, 'repeat_week_days').visibleWhen).toEqual({ repeat_mode: 'custom', repeat_unit: 'week' });
    expect(describeField(schedule, 'name').visibleWhen).toBeUndefined();
  });
});
