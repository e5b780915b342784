/**
 * One field of a record, displayed by its kind (field-kinds.ts): text, number, boolean, a moment in the user's format,
 * translated enum, the related record's title, chips for a list, or its dedicated display (display-registry.ts).
 * Used by the list columns and the show page.
 */
import {
  BooleanField,
  ChipField,
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextArrayField,
} from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { entityByPath } from '../schemas';
import { DateTimeField } from './date-time-field';
import { EnumField } from './enum-field';
import { LiveValue } from './live-value';
import { fieldDisplay } from './display-registry';
// The generator's own displays register themselves (an open registry: display-registry.ts).
import './form/displays';
import type { FieldDescription } from './field-kinds';
import { editPath } from './routes';
import { structureText } from './structure-text';
import { WrappingText } from './wrapping-text';

interface DescribedFieldProps {
  entity: Entity;
  field: FieldDescription;
  /** Where the value is in the current record; the field's full path unless inside a list item. */
  source?: string;
  /** Read by the Datagrid header and column chooser. */
  label?: string;
  sortable?: boolean;
  /** A moment as "5 min ago" (the time column of a log list, list-description.ts logTimeField). */
  relative?: boolean;
}

const linkToEdit = (record: { id: string | number }, reference: string) => editPath(reference, record.id);

export function DescribedField(props: DescribedFieldProps) {
  // A live value (a device's status) says so while live updates are interrupted.
  return props.field.live ? (
    <LiveValue>
      <FieldByKind {...props} />
    </LiveValue>
  ) : (
    <FieldByKind {...props} />
  );
}

function FieldByKind({ entity, field, source = field.path.join('.'), relative }: DescribedFieldProps) {
  if (field.display) {
    const Display = fieldDisplay(field.display).show;
    return <Display source={source} />;
  }
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <DateTimeField source={source} relative={relative} />;
    case 'day':
      return <DateTimeField source={source} day />;
    case 'enum':
      return <EnumField source={source} resource={entity.path} path={field.path} />;
    case 'list':
      return field.values ? <EnumField source={source} resource={entity.path} path={field.path} values={field.values} /> : <TextArrayField source={source} />;
    case 'reference':
      return <ReferenceField source={source} reference={field.reference!} link={linkToEdit} />;
    case 'references': {
      const target = entityByPath(field.reference!);
      return (
        <ReferenceArrayField source={source} reference={field.reference!}>
          <SingleFieldList linkType={false}>
            <ChipField source={target?.titleField ?? 'id'} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    }
    case 'object':
    case 'objects':
      // A structure without a display (a free map, or one nested inside list items): its words, never JSON.
      return <FunctionField source={source} render={(record) => structureText(record?.[source], !field.children)} />;
    default:
      return <WrappingText source={source} />;
  }
}
