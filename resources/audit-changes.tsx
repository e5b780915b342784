/**
 * One audit event's changes as a readable diff: a row per changed field, its value before and after, each shown
 * as the console shows the field (references by name, moments in the user's format, codes translated: the
 * generic field displays of described-field.tsx). A changed section lists only its changed fields, a changed list
 * only the items taken out (before) and put in (after). A field the entity does not describe (a command's input, a
 * subject outside the descriptions) reads as words.
 */
import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { RecordContextProvider, usePermissions, useTranslate } from 'react-admin';
import { entityByPath } from '../schemas';
import type { Entity } from '../schemas/define-entity';
import { holdsGrant } from '../src/providers/entity-grants';
import { DescribedField } from './described-field';
import { describeFields, type FieldDescription, isGroup } from './field-kinds';
import { fieldLabelKey, type Translate } from './locale-keys';
import { structureText } from './structure-text';

export type AuditChangeSet = Record<string, { before?: unknown; after?: unknown }>;

/** What the server writes in place of a secret (server/audit/record.ts MASK). */
const MASK = '********';

export interface ChangeRow {
  key: string;
  label: string;
  field?: FieldDescription;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldRows(entity: Entity, field: FieldDescription, before: unknown, after: unknown, translate: Translate, labels: string[]): ChangeRow[] {
  const label = [...labels, translate(fieldLabelKey(entity.path, field.path, isGroup(field)), { _: field.name })];
  if (field.kind === 'object' && field.children && isObject(before) && isObject(after)) {
    return field.children.flatMap((child) => (same(before[child.name], after[child.name]) ? [] : fieldRows(entity, child, before[child.name], after[child.name], translate, label)));
  }
  // A list changed (a role's permissions, a rule's schedules): each side shows only the items the other lacks.
  if (isScalarList(before) && isScalarList(after)) {
    return [{ key: field.path.join('.'), label: label.join(' › '), field, before: before.filter((item) => !after.includes(item)), after: after.filter((item) => !before.includes(item)) }];
  }
  return [{ key: field.path.join('.'), label: label.join(' › '), field, before, after }];
}

const isScalarList = (value: unknown): value is (string | number)[] => Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');

/** A command's input (`input: { after: { comment } }`): a row per input field, labelled as the command's dialog labels it. */
function inputRows(entity: Entity | undefined, command: string | undefined, input: unknown, translate: Translate): ChangeRow[] {
  if (!isObject(input)) return [];
  return Object.entries(input).map(([name, value]) => {
    const field = entity && describeFields(entity).find((candidate) => candidate.name === name);
    const own = entity ? translate(fieldLabelKey(entity.path, [name]), { _: name }) : name;
    const label = entity && command ? translate(`resources.${entity.path}.commands.${command}.fields.${name}`, { _: own }) : own;
    return { key: `input.${name}`, label, field, before: undefined, after: value };
  });
}

/** The rows of an event's changes, in the order the entity lists its fields. */
export function changeRows(entityPath: string, action: string, changes: AuditChangeSet, translate: Translate): ChangeRow[] {
  const entity = entityByPath(entityPath);
  const command = action.startsWith('command:') ? action.slice('command:'.length) : undefined;
  const described = entity ? describeFields(entity).filter((field) => field.name in changes) : [];
  const rows = described.flatMap((field) => fieldRows(entity!, field, changes[field.name].before, changes[field.name].after, translate, []));
  const rest = Object.keys(changes).filter((key) => !described.some((field) => field.name === key));
  for (const key of rest) {
    if (key === 'input') rows.push(...inputRows(entity, command, changes.input.after, translate));
    else rows.push({ key, label: entity ? translate(fieldLabelKey(entity.path, [key]), { _: key }) : key, before: changes[key].before, after: changes[key].after });
  }
  return rows;
}

/** `['a', 'b']`, 5 → `{ a: { b: 5 } }`: the record a nested field's display reads its value from. */
const nested = (path: string[], value: unknown): Record<string, unknown> => path.reduceRight<Record<string, unknown>>((inner, key, index) => (index === path.length - 1 ? { [key]: value } : { [key]: inner }), {});

interface ValueProps {
  entity?: Entity;
  row: ChangeRow;
  value: unknown;
  permissions?: string[];
  /** The record as the event saw it on this side: its id and every changed value (a display may read a sibling). */
  record: Record<string, unknown> & { id: number | string };
}

function ChangeValue({ entity, row, value, permissions, record }: ValueProps) {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return <>—</>;
  if (value === MASK) return <>{MASK}</>;
  const target = row.field?.reference ? entityByPath(row.field.reference) : undefined;
  // A reference to records the reader may not list could only fail to load: its id says which one.
  if (target && permissions && !holdsGrant(target, 'view', permissions)) return <>#{Array.isArray(value) ? value.join(', #') : String(value)}</>;
  if (entity && row.field) {
    return (
      <RecordContextProvider value={{ ...record, ...nested(row.field.path, value) }}>
        <DescribedField entity={entity} field={row.field} />
      </RecordContextProvider>
    );
  }
  return <>{isObject(value) || Array.isArray(value) ? structureText(value, true) : String(value)}</>;
}

/**
 * A grid, not a table: the diff sits in a cell of the timeline's table, whose rows are the events (a nested
 * table's rows would read as events too).
 */
export interface AuditChangesProps {
  entity: string;
  action: string;
  changes: AuditChangeSet;
  /** The audited record's id, for displays that read the record they show (an amenity's slots). */
  recordId?: number | null;
}

/** A side of the change as a record: every changed value as it was before, or became after. */
const sideRecord = (changes: AuditChangeSet, side: 'before' | 'after', id: number | null | undefined) => ({
  ...Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change[side]])),
  id: id ?? 0,
});

export function AuditChanges({ entity: entityPath, action, changes, recordId }: AuditChangesProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const rows = changeRows(entityPath, action, changes, translate);
  if (!rows.length) return null;
  const entity = entityByPath(entityPath);
  const records = { before: sideRecord(changes, 'before', recordId), after: sideRecord(changes, 'after', recordId) };
  const side = (name: 'before' | 'after') => ({ 'data-side': name, 'aria-label': translate(`resources.common.log.${name}`), sx: { px: 0.75, borderRadius: 0.5, bgcolor: name === 'before' ? 'rgba(211, 47, 47, 0.08)' : 'rgba(46, 125, 50, 0.1)' } });
  return (
    <Box role="group" aria-label={translate('resources.common.log.changes')} sx={{ display: 'grid', gridTemplateColumns: 'minmax(6em, max-content) minmax(0, 1fr) minmax(0, 1fr)', gap: 0.5, alignItems: 'baseline' }}>
      {['field', 'before', 'after'].map((column) => (
        <Typography key={column} variant="caption" color="text.secondary">{translate(`resources.common.log.${column}`)}</Typography>
      ))}
      {rows.map((row) => (
        <Fragment key={row.key}>
          <Typography variant="body2" data-field={row.key}>{row.label}</Typography>
          <Box {...side('before')}><ChangeValue entity={entity} row={row} value={row.before} permissions={permissions} record={records.before} /></Box>
          <Box {...side('after')}><ChangeValue entity={entity} row={row} value={row.after} permissions={permissions} record={records.after} /></Box>
        </Fragment>
      ))}
    </Box>
  );
}
