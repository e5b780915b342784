/**
 * The field displays the generator ships (resources/display-registry.ts): identifier values, the week grid,
 * elevator floors and controllers, files. Each is shown by its summary and edited by its own rjsf widget or field.
 */
import { registerDisplays } from '../display-registry';
import { IdentifierValueField } from '../identifier-value-field';
import { ElevatorControllersField } from './elevator-controllers-field';
import { ElevatorControllersSummary } from './elevator-controllers-summary';
import { ElevatorFloorsField } from './elevator-floors-field';
import { ElevatorFloorsSummary } from './elevator-floors-summary';
import { FileValue } from '../file-value';
import { FileFormField } from './file-form-field';
import { IdentifierValueWidget } from './identifier-value-widget';
import { WeekGridField } from './week-grid-field';
import { WeekGridSummary } from './week-grid-summary';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    identifier_value: true;
    week_grid: true;
    elevator_floors: true;
    elevator_controllers: true;
    file: true;
  }
}

registerDisplays({
  // Hex or decimal by the user's setting.
  identifier_value: { show: IdentifierValueField, form: { widget: IdentifierValueWidget } },
  // The grid draws the whole list of slots itself, with its own labels.
  week_grid: { show: WeekGridSummary, form: { field: WeekGridField } },
  elevator_floors: { show: ElevatorFloorsSummary, form: { field: ElevatorFloorsField } },
  // Chosen on create; after that they and their floor maps belong to the floor-mapping page.
  elevator_controllers: { show: ElevatorControllersSummary, form: { field: ElevatorControllersField }, options: (mode) => ({ editable: mode === 'create' }) },
  // Every file field (schemas/file-field.ts): chosen in the form, uploaded once the record is saved.
  file: { show: FileValue, form: { field: FileFormField } },
});
