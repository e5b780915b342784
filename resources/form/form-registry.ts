/** The generator's additions to the rjsf MUI theme, by the names the uiSchema uses. */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BlankableField } from './blankable-field';
import { CallChoicesWidget } from './call-choices-widget';
import { DateTimeWidget } from './date-time-widget';
import { DecimalWidget } from './decimal-widget';
import { GroupedChoicesWidget } from './grouped-choices-widget';
import { IdentifierValueWidget } from './identifier-value-widget';
import { ReferenceWidget } from './reference-widget';
import { SectionObjectTemplate } from './section-object-template';
import { WeekGridField } from './week-grid-field';
import { ElevatorFloorsField } from './elevator-floors-field';
import { ElevatorControllersField } from './elevator-controllers-field';

export const formWidgets: RegistryWidgetsType = {
  reference: ReferenceWidget,
  decimal: DecimalWidget,
  groupedChoices: GroupedChoicesWidget,
  identifierValue: IdentifierValueWidget,
  callChoices: CallChoicesWidget,
  // Replaces the theme's widget for every `format: date-time` field: the user's zone, no milliseconds.
  DateTimeWidget,
};
export const formFields: RegistryFieldsType = {
  blankable: BlankableField,
  weekGrid: WeekGridField,
  elevatorFloors: ElevatorFloorsField,
  elevatorControllers: ElevatorControllersField,
};
export const formTemplates: Partial<TemplatesType> = { ObjectFieldTemplate: SectionObjectTemplate };
