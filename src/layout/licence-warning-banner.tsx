/**
 * The persistent licence warning (000 §4.1): users who can manage licences see it on every page while
 * the server licence will expire or has expired, with the days. Its link opens /licenses from here.
 */
import { Alert, Button } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useOpenPage } from '../navigation/use-open-page';
import { shownWarning } from './licence-warning';
import { useServerLicence } from './use-shell-data';

const LICENCES_PATH = '/licenses';

export function LicenceWarningBanner() {
  const translate = useTranslate();
  const openPage = useOpenPage();
  const { permissions } = usePermissions<string[]>();
  const warning = shownWarning(useServerLicence()?.warning, Array.isArray(permissions) ? permissions : []);
  if (!warning) return null;
  return (
    <Alert
      severity={warning.status === 'already_expired' ? 'error' : 'warning'}
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => openPage(LICENCES_PATH)}>
          {translate('shell.licence_warning.open')}
        </Button>
      }
    >
      {translate(`shell.licence_warning.${warning.status}`, { smart_count: Math.abs(warning.days ?? 0) })}
    </Alert>
  );
}
