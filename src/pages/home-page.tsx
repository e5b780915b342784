/**
 * /home: a greeting, the tiles modules contribute (home-panels.ts) in a grid as wide as the screen allows, and
 * how many records of each section the user can see.
 */
import { Box, Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import {
  Link,
  Title,
  useCanAccess,
  useCreatePath,
  useGetIdentity,
  useGetList,
  useGetResourceLabel,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { homePanels } from './home-panels';

export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const definitions = useResourceDefinitions();
  const listed = Object.values(definitions).filter((definition) => definition.hasList);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.home.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      {/* A tile the user may not see renders nothing, and the grid closes up behind it (dense: a narrow tile fills the gap a wide one leaves). */}
      <Box sx={{ display: 'grid', gap: 2, mb: 2, gridAutoFlow: 'dense', gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
        {homePanels().map((Panel, i) => (
          <Panel key={i} />
        ))}
      </Box>
      <Card>
        <CardContent>
          {listed.length ? (
            <>
              <Typography variant="subtitle2" color="text.secondary">
                {translate('app.home.records')}
              </Typography>
              <List dense aria-label={translate('app.home.records')}>
                {listed.map((definition) => (
                  <ResourceCount key={definition.name} resource={definition.name} />
                ))}
              </List>
            </>
          ) : (
            <Typography color="text.secondary">{translate('app.home.empty')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function ResourceCount({ resource }: { resource: string }) {
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 } }, { enabled: canAccess === true });
  const label = useGetResourceLabel()(resource, 2);
  const createPath = useCreatePath();
  if (!canAccess) return null;
  return (
    <ListItemButton component={Link} to={createPath({ resource, type: 'list' })}>
      <ListItemText primary={label} secondary={isPending ? '…' : (total ?? '—')} />
    </ListItemButton>
  );
}
