/**
 * Every displayed field of a record, read-only, labelled from the locale: nested objects as sections, lists
 * of records as small tables. Secrets and create-time instructions are left out.
 */
import { Stack } from '@mui/material';
import { ArrayField, Datagrid, Labeled, useRecordContext, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { CollapsibleSection } from './collapsible-section';
import { DescribedField } from './described-field';
import { type FieldDescription, isDisplayed, isGroup } from './field-kinds';
import { fieldLabelKey } from './locale-keys';

interface ShowFieldsProps {
  entity: Entity;
  fields: FieldDescription[];
  depth?: number;
}

export function ShowFields({ entity, fields, depth = 0 }: ShowFieldsProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  // A conditional field (a weekly schedule's custom repeat fields) shows only when its condition holds.
  const applies = (field: FieldDescription) => depth > 0 || !field.visibleWhen || Object.entries(field.visibleWhen).every(([name, value]) => record?.[name] === value);
  return (
    <Stack spacing={1.5}>
      {fields.filter(isDisplayed).filter(applies).map((field) => {
        const key = field.path.join('.');
        if (field.kind === 'object') {
          return (
            <CollapsibleSection key={key} title={translate(fieldLabelKey(entity.path, field.path, true))} defaultExpanded={depth === 0}>
              <ShowFields entity={entity} fields={field.children ?? []} depth={depth + 1} />
            </CollapsibleSection>
          );
        }
        // A list with a dedicated display (week grid, elevator floors, …) reads as its own summary.
        if (field.kind === 'objects' && !field.display) {
          return (
            <Labeled key={key} label={fieldLabelKey(entity.path, field.path, true)}>
              <ArrayField source={key}>
                <Datagrid bulkActionButtons={false} rowClick={false}>
                  {(field.children ?? []).filter(isDisplayed).map((child) => (
                    <DescribedField key={child.name} entity={entity} field={child} source={child.name} label={fieldLabelKey(entity.path, child.path)} />
                  ))}
                </Datagrid>
              </ArrayField>
            </Labeled>
          );
        }
        return (
          <Labeled key={key} label={fieldLabelKey(entity.path, field.path, isGroup(field))}>
            <DescribedField entity={entity} field={field} />
          </Labeled>
        );
      })}
    </Stack>
  );
}
