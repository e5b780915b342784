/** An entity's show page at /{path}/{id}/show: every field, read-only, and the related records' tabs. */
import { Box } from '@mui/material';
import { Show } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { EntityTitle } from './entity-title';
import { LiveShowUpdates } from './live-record';
import { useRecordLoadError } from './record-messages';
import { describeFields } from './field-kinds';
import { RecordTabs } from './record-tabs';
import { ShowActions } from './show-actions';
import { ShowFields } from './show-fields';

export function EntityShow({ entity }: { entity: Entity }) {
  const onLoadError = useRecordLoadError(entity);
  return (
    <Show emptyWhileLoading queryOptions={{ onError: onLoadError }} title={<EntityTitle entity={entity} page="edit" />} actions={<ShowActions entity={entity} />}>
      <LiveShowUpdates resource={entity.path} />
      <RecordTabs entity={entity}>
        <Box sx={{ p: 2 }}>
          <ShowFields entity={entity} fields={describeFields(entity)} />
        </Box>
      </RecordTabs>
    </Show>
  );
}
