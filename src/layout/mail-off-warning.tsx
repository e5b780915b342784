/**
 * "No mail server is configured": shown before an action that would send e-mail (resources/mail-off-warning.tsx
 * decides when), only while the server is known to have none. Those who may read the mail settings get a way
 * to them; the others learn that nothing will arrive.
 */
import { Alert, Button } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { tabsFor } from '../../custom/project-settings/section-access';
import { useOpenPage } from '../navigation/use-open-page';
import { useMailConfigured } from './use-shell-data';

/** The mail tab of the project settings page. */
export const MAIL_SETTINGS_PATH = '/general-settings?tab=mail';

export function MailOffWarning({ when = true }: { when?: boolean }) {
  const translate = useTranslate();
  const openPage = useOpenPage();
  const { permissions } = usePermissions<string[]>();
  const configured = useMailConfigured();
  if (!when || configured !== false) return null;
  const canOpen = tabsFor(permissions).some((tab) => tab.section === 'mail');
  return (
    <Alert
      severity="warning"
      sx={{ my: 1 }}
      data-testid="mail-off-warning"
      action={
        canOpen && (
          <Button color="inherit" size="small" onClick={() => openPage(MAIL_SETTINGS_PATH)}>
            {translate('shell.mail_off.open')}
          </Button>
        )
      }
    >
      {translate('shell.mail_off.text')}
    </Alert>
  );
}
