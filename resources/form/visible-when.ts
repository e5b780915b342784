/**
 * Conditional fields (schemas/define-entity.ts FieldMeta `visibleWhen`): the generated uiSchema carries the
 * condition in `ui:options`, and the object template drops a property whose condition its siblings do not
 * meet. Only the form's drawing changes; the value stays in the form data and is sent.
 *
 * @example isVisible({ 'ui:options': { visibleWhen: { repeat_mode: 'custom' } } }, { repeat_mode: 'weekly' }) // false
 */
import { type UiSchema, getUiOptions } from '@rjsf/utils';

export type VisibleWhen = Record<string, string | number | boolean>;

/** Whether a field with this uiSchema shows, given its siblings' values. */
export function isVisible(uiSchema: UiSchema | undefined, siblings: unknown): boolean {
  const condition = (getUiOptions(uiSchema ?? {}) as { visibleWhen?: VisibleWhen }).visibleWhen;
  if (!condition) return true;
  const values = (siblings ?? {}) as Record<string, unknown>;
  return Object.entries(condition).every(([field, value]) => values[field] === value);
}

/** The uiSchema with the field's condition added to its options. */
export function withVisibleWhen(ui: UiSchema, condition: VisibleWhen | undefined): UiSchema {
  if (!condition) return ui;
  return { ...ui, 'ui:options': { ...(ui['ui:options'] as object | undefined), visibleWhen: condition } };
}
