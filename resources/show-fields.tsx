/**
 * Every displayed field of a record, read-only, labelled from the locale, laid out as the entity's form is
 * (its `layout`): fields in columns, wide ones across; nested objects as sections, or, for an object made
 * only of sections under `layout.sections: 'tabs'`, as tabs; lists of records as small tables. Secrets and
 * create-time instructions are left out.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { ArrayField, Datagrid, Labeled, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { entityByPath } from '../schemas';
import { holdsGrant } from '../src/providers/entity-grants';
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

/** Across the whole row: sections, lists, the generator's own displays. */
const isWideField = (field: FieldDescription) => field.kind === 'object' || field.kind === 'objects' || field.kind === 'list' || Boolean(field.display);
const onlySections = (field: FieldDescription) => (field.children?.length ?? 0) > 1 && field.children!.every((child) => child.kind === 'object');

function Grid({ columns, children }: { columns: number; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` }, columnGap: 2, rowGap: 1.5 }}>{children}</Box>;
}

function SectionTabs({ entity, field, depth }: { entity: Entity; field: FieldDescription; depth: number }) {
  const translate = useTranslate();
  // A section that shows nothing (only a secret) gets no tab.
  const sections = (field.children ?? []).filter(isDisplayed).filter((section) => (section.children ?? []).some(isDisplayed));
  const [open, setOpen] = useState(0);
  return (
    <>
      <Tabs value={open} onChange={(_, index: number) => setOpen(index)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        {sections.map((section) => (
          <Tab key={section.name} label={translate(fieldLabelKey(entity.path, section.path, true))} />
        ))}
      </Tabs>
      {sections[open] && <ShowFields entity={entity} fields={sections[open].children ?? []} depth={depth + 1} />}
    </>
  );
}

export function ShowFields({ entity, fields, depth = 0 }: ShowFieldsProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  // A reference to records the user may not read could only say "#4" (a resident's own role): left out.
  const readable = (field: FieldDescription) => {
    const target = field.reference ? entityByPath(field.reference) : undefined;
    return !target || !permissions || holdsGrant(target, 'view', permissions);
  };
  // A conditional field (a weekly schedule's custom repeat fields) shows only when its condition holds.
  const applies = (field: FieldDescription) => depth > 0 || !field.visibleWhen || Object.entries(field.visibleWhen).every(([name, value]) => record?.[name] === value);
  const across = (field: FieldDescription, content: ReactNode) => (
    <Box key={field.path.join('.')} sx={{ minWidth: 0, ...(isWideField(field) && { gridColumn: '1 / -1' }) }}>
      {content}
    </Box>
  );
  return (
    <Grid columns={entity.layout?.columns ?? 2}>
      {fields.filter(isDisplayed).filter(applies).filter(readable).map((field) => {
        const key = field.path.join('.');
        // A free map (no declared fields) reads as one value, not as an empty section.
        if (field.kind === 'object' && field.children) {
          const tabs = entity.layout?.sections === 'tabs' && onlySections(field);
          return across(
            field,
            <CollapsibleSection title={translate(fieldLabelKey(entity.path, field.path, true))} defaultExpanded={depth === 0}>
              {tabs ? <SectionTabs entity={entity} field={field} depth={depth} /> : <ShowFields entity={entity} fields={field.children ?? []} depth={depth + 1} />}
            </CollapsibleSection>,
          );
        }
        // A list with a dedicated display (week grid, elevator floors, …) reads as its own summary.
        if (field.kind === 'objects' && !field.display) {
          return across(
            field,
            <Labeled label={fieldLabelKey(entity.path, field.path, true)}>
              <ArrayField source={key}>
                <Datagrid bulkActionButtons={false} rowClick={false}>
                  {(field.children ?? []).filter(isDisplayed).map((child) => (
                    <DescribedField key={child.name} entity={entity} field={child} source={child.name} label={fieldLabelKey(entity.path, child.path)} />
                  ))}
                </Datagrid>
              </ArrayField>
            </Labeled>,
          );
        }
        return across(
          field,
          <Labeled label={fieldLabelKey(entity.path, field.path, isGroup(field))}>
            <DescribedField entity={entity} field={field} />
          </Labeled>,
        );
      })}
    </Grid>
  );
}
