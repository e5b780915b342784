/**
 * rjsf field for `anyOf: [T, blank]` (form-schema.ts `blankable`): drawn as a plain T input instead of
 * rjsf's option switcher; emptying it stores the blank (`ui:emptyValue`). Validation still sees the anyOf.
 */
import type { FieldProps } from '@rjsf/utils';
import { type FormNode, solidNode } from '../form-schema';

export function BlankableField(props: FieldProps) {
  const solid = solidNode(props.schema as FormNode);
  const { StringField, NumberField, SchemaField } = props.registry.fields;
  const Field = solid.type === 'string' ? StringField : solid.type === 'number' || solid.type === 'integer' ? NumberField : SchemaField;
  // Without our ui:field the inner field labels itself (rjsf leaves labels to custom fields).
  const { 'ui:field': _field, ...uiSchema } = props.uiSchema ?? {};
  return <Field {...props} schema={solid} uiSchema={uiSchema} />;
}
