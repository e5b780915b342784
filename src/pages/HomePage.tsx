/** /home: a greeting, the panels modules contribute (home-panels.ts), and how many records of each section the user can see. */
import { Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
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
    <Card sx={{ mt: 2 }}>
      <Title title="app.home.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {homePanels().map((Panel, i) => (
          <Panel key={i} />
        ))}
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
