/**
 * A list with nothing in it: the entity's own sentence (`resources.<path>.empty`) when it has one, else
 * "No … yet" (records-sentence.ts), and the add button for those who may create (and the import, for an entity
 * that declares one), or where the records come from (`empty_hint`) for the others; and a list whose search or
 * filters match nothing.
 */
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Button, CardContent, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useListContext, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { EntityImportActions } from './entity-import/import-actions-lazy';
import { recordsSentence } from './records-sentence';
import { addPath, resourceName } from './routes';

export function EntityEmpty({ entity }: { entity: Entity }) {
  const translate = useTranslate();
  const { canAccess: mayCreate } = useCanAccess({ resource: resourceName(entity), action: 'create' });
  const sentence = translate(`resources.${entity.path}.empty`, { _: recordsSentence(translate, 'empty', `resources.${entity.path}.name`) });
  const hint = translate(`resources.${entity.path}.empty_hint`, { _: '' });
  return (
    <Box sx={{ textAlign: 'center', mt: 6, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 96 }} />
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        {sentence}
      </Typography>
      {mayCreate && (
        <>
          <Typography sx={{ mb: 2 }}>{translate('ra.page.invite')}</Typography>
          <CreateButton variant="contained" to={addPath(resourceName(entity))} />
        </>
      )}
      {/* A new site's records come from a file as well (000 §2.8). */}
      {entity.import && (
        <Box sx={{ mt: 2 }}>
          <EntityImportActions entity={entity} />
        </Box>
      )}
      {/* Whoever may not create one learns where the records come from, not only that there are none. */}
      {!mayCreate && hint && <Typography role="note">{hint}</Typography>}
    </Box>
  );
}

/** react-admin's ListNoResults, saying the entity's name as records-sentence.ts does. */
export function EntityNoResults({ entity }: { entity: Entity }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const nameKey = `resources.${entity.path}.name`;
  return (
    <CardContent>
      <Typography variant="body2">
        {recordsSentence(translate, filtered ? 'no_filtered_results' : 'no_results', nameKey)}{' '}
        {filtered && <Button onClick={() => setFilters({}, [])}>{translate('resources.common.records.clear_filters')}</Button>}
      </Typography>
    </CardContent>
  );
}
