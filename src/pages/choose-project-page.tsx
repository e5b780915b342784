/**
 * /choose-project (000 §2.3): login answered several sessions, one per project; the user picks one.
 * Public: the sessions wait in the tab's storage until then.
 */
import FolderIcon from '@mui/icons-material/Folder';
import { Button, CardActions, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link, Login, useAuthProvider, useLocation, useTranslate } from 'react-admin';
import type { ConsoleAuthProvider } from '../providers/auth-provider';
import { LOGIN_PATH, loginUrl } from '../providers/redirects';
import { redirectTarget } from './redirect-target';

export function ChooseProjectPage() {
  const translate = useTranslate();
  const location = useLocation();
  const authProvider = useAuthProvider() as ConsoleAuthProvider | undefined;
  const projects = useMemo(() => authProvider?.pendingProjects() ?? [], [authProvider]);
  const target = redirectTarget(location);

  function choose(index: number) {
    authProvider?.chooseSession(index);
    // A full load: nothing cached while signed out (or for another project) may survive the choice.
    window.location.assign(target);
  }

  return (
    <Login avatarIcon={<FolderIcon />}>
      <CardContent sx={{ maxWidth: 420 }}>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('auth.choose_project.title')}
        </Typography>
        {projects.length ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('auth.choose_project.text')}
            </Typography>
            <List>
              {projects.map((project, index) => (
                <ListItemButton key={project?.uid ?? index} onClick={() => choose(index)}>
                  <ListItemText
                    primary={project?.name || translate('auth.choose_project.unnamed', { number: index + 1 })}
                    secondary={project?.description || undefined}
                  />
                </ListItemButton>
              ))}
            </List>
          </>
        ) : (
          <Typography variant="body2">{translate('auth.no_pending_projects')}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={projects.length ? loginUrl(target) : LOGIN_PATH}>
          {translate('auth.choose_project.back')}
        </Button>
      </CardActions>
    </Login>
  );
}
