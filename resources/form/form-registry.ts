/** The generator's additions to the rjsf MUI theme, by the names the uiSchema uses. */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BlankableField } from './blankable-field';
import { CallChoicesWidget } from './call-choices-widget';
import { DateTimeWidget } from './date-time-widget';
import { DecimalWidget } from './decimal-widget';
import { GroupedChoicesWidget } from './grouped-choices-widget';
import { ReferenceWidget } from './reference-widget';
import { SectionObjectTemplate } from './section-object-template';
import { displayFormComponents } from '../display-registry';
import './displays';

export const formWidgets: RegistryWidgetsType = {
  reference: ReferenceWidget,
  decimal: DecimalWidget,
  groupedChoices: GroupedChoicesWidget,
  callChoices: CallChoicesWidget,
  // Replaces the theme's widget for every `format: date-time` field: the user's zone, no milliseconds.
  DateTimeWidget,
};
export const formFields: RegistryFieldsType = {
  blankable: BlankableField,
};
// The dedicated displays' widgets and fields, under their registry names (display-registry.ts).
const displays = displayFormComponents();
Object.assign(formWidgets, displays.widgets);
Object.assign(formFields, displays.fields);
export const formTemplates: Partial<TemplatesType> = { ObjectFieldTemplate: SectionObjectTemplate };
