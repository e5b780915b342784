/**
 * The open registry of dedicated field displays (a field's `display` fact): how lists and show pages show the
 * field, and how forms edit it, an rjsf widget (one input) or field (draws the whole value, its own labels).
 * Generic code (described-field.tsx, ui-schema.ts, form-registry.ts) asks here; contributors register.
 */
import type { FieldProps, UiSchema, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { FieldDisplayName } from '../schemas/define-entity';

export interface FieldDisplay {
  /** Lists and show pages. */
  show: ComponentType<{ source: string }>;
  /**
   * Forms: a widget replaces the input only; a field draws the whole value. None: the form edits the field as
   * its type says (a display for reading only, e.g. a structure's one-line summary in a list column).
   */
  form?: { widget: ComponentType<WidgetProps> } | { field: ComponentType<FieldProps> };
  /** uiSchema options of the form field by form mode (an elevator's controllers: chosen on create only). */
  options?: (mode: 'create' | 'edit') => Record<string, string | number | boolean>;
}

const registry = new Map<string, FieldDisplay>();

export function registerDisplays(displays: Partial<Record<FieldDisplayName, FieldDisplay>>) {
  for (const [name, display] of Object.entries(displays) as [string, FieldDisplay][]) registry.set(name, display);
}

export function fieldDisplay(name: string): FieldDisplay {
  const display = registry.get(name);
  if (!display) throw new Error(`No field display "${name}" is registered`);
  return display;
}

/** The rjsf name a display's form component is registered under (form-registry.ts). */
export const formComponentName = (name: string) => `display:${name}`;

/** The registered displays' rjsf widgets and fields, by their rjsf names. */
export function displayFormComponents() {
  const widgets: Record<string, ComponentType<WidgetProps>> = {};
  const fields: Record<string, ComponentType<FieldProps>> = {};
  for (const [name, display] of registry) {
    if (!display.form) continue;
    if ('widget' in display.form) widgets[formComponentName(name)] = display.form.widget;
    else fields[formComponentName(name)] = display.form.field;
  }
  return { widgets, fields };
}

/** A field's uiSchema for its display: the widget in place of the input, or the field with only its title. */
export function displayUiSchema(name: string, ui: UiSchema, mode: 'create' | 'edit'): UiSchema {
  const display = fieldDisplay(name);
  const options = display.options?.(mode);
  if (!display.form) return ui; // read only: the generic form (ui-schema.ts goes on with the field's type)
  if ('widget' in display.form) return { ...ui, 'ui:widget': formComponentName(name), ...(options && { 'ui:options': { ...(ui['ui:options'] as object), ...options } }) };
  // The field draws the whole value, a blank included (a file or none): rjsf offers no choice of anyOf options.
  return {
    'ui:title': ui['ui:title'],
    ...(ui['ui:help'] !== undefined && { 'ui:help': ui['ui:help'] }),
    'ui:field': formComponentName(name),
    'ui:fieldReplacesAnyOrOneOf': true,
    ...(options && { 'ui:options': options }),
  };
}
