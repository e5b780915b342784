/**
 * On the edit page, above the form: the record's fields nobody edits (000 §2.4: the page a record opens on
 * shows the record). The form holds only what may change, so without this a device alarm's page showed its
 * Comment alone, and its device, zone, sensor and time only on the show page. The bookkeeping every record
 * has (id, created, updated, by whom) stays on the show page.
 *
 * These fields are the world's (a device's status, last seen): they follow the record live on their own, as
 * the form below is never replaced under the user's typing (live-record.tsx), and are re-read when live
 * updates are back after an interruption.
 */
import { Box } from '@mui/material';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { recordFields } from '../schemas/define-entity';
import { describeFields, type FieldDescription, isDisplayed } from './field-kinds';
import { entityFormSchema } from './form-schema';
import { useCurrentRecord } from './live-record';
import { ShowFields } from './show-fields';

const cache = new WeakMap<Entity, FieldDescription[]>();

/** The record's own read-only fields the form does not hold (a stored file is in both), as its show page displays them. */
export function stateFields(entity: Entity): FieldDescription[] {
  let fields = cache.get(entity);
  if (!fields) {
    const inForm = entityFormSchema(entity).properties ?? {};
    fields = describeFields(entity).filter((field) => field.readOnly && isDisplayed(field) && !(field.name in recordFields) && !(field.name in inForm));
    cache.set(entity, fields);
  }
  return fields;
}

export function RecordState({ entity }: { entity: Entity }) {
  const fields = stateFields(entity);
  const current = useCurrentRecord(entity.path, useRecordContext());
  if (!fields.length || !current) return null;
  return (
    <RecordContextProvider value={current}>
      <Box sx={{ px: 2, pt: 2 }} data-testid="record-state">
        <ShowFields entity={entity} fields={fields} />
      </Box>
    </RecordContextProvider>
  );
}
