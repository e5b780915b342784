/**
 * A list with nothing in it: the entity's own sentence (`resources.<path>.empty`) when it has one, else
 * react-admin's "No … yet", and the add button for those who may create.
 */
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { addPath, resourceName } from './routes';

export function EntityEmpty({ entity }: { entity: Entity }) {
  const translate = useTranslate();
  const { canAccess: mayCreate } = useCanAccess({ resource: resourceName(entity), action: 'create' });
  const name = translate(`resources.${entity.path}.name`, { smart_count: 0 });
  const sentence = translate(`resources.${entity.path}.empty`, { _: translate('ra.page.empty', { name }) });
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
    </Box>
  );
}
