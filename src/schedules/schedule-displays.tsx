/**
 * The schedules module's field display (resources/display-registry.ts): a schedule's weekly slots, drawn on the
 * generic week grid (resources/form/week-grid*), which amenities' slots use too.
 */
import { registerDisplays } from '../../resources/display-registry';
import { WeekGridField } from './week-grid-field';
import { WeekGridSummary } from './week-grid-summary';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    week_grid: true;
  }
}

registerDisplays({
  // The grid draws the whole list of slots itself, with its own labels.
  week_grid: { show: WeekGridSummary, form: { field: WeekGridField } },
});
