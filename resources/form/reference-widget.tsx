/**
 * rjsf widget for reference fields (`reference` in the JSON Schema), in the form the referenced entity
 * asks for (`picker`): an inline autocomplete by default, the picker dialog where browsing helps (groups).
 */
import type { WidgetProps } from '@rjsf/utils';
import { entityByPath } from '../../schemas';
import type { FormNode } from '../form-schema';
import { ReferenceAutocompleteWidget } from './reference-autocomplete-widget';
import { ReferenceDialogWidget } from './reference-dialog-widget';

export function ReferenceWidget(props: WidgetProps) {
  const reference = (props.schema as FormNode).reference ?? '';
  const entity = entityByPath(reference);
  if (!entity) throw new Error(`unknown reference ${reference}`);
  if (entity.picker === 'dialog') return <ReferenceDialogWidget {...props} />;
  return <ReferenceAutocompleteWidget {...props} entity={entity} />;
}
