/**
 * The login page's ways into the account flows: "Forgot password?" and "Register", each shown only while
 * the server settings keep its flow open. Small on purpose: it sits in the login page's bundle.
 */
import { Link as MuiLink, Stack } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { PASSWORD_RECOVERY_PATH, SELF_REGISTRATION_PATH } from './paths';
import { flowOpen, useServerSettings } from './use-server-settings';

export function LoginLinks() {
  const translate = useTranslate();
  const settings = useServerSettings();
  const recovery = flowOpen(settings, 'recovery');
  const register = flowOpen(settings, 'registration');
  if (!recovery && !register) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', px: 2, pb: 2, gap: 2 }}>
      {recovery && (
        <MuiLink component={Link} to={PASSWORD_RECOVERY_PATH} variant="body2">
          {translate('account.links.forgot_password')}
        </MuiLink>
      )}
      {register && (
        <MuiLink component={Link} to={SELF_REGISTRATION_PATH} variant="body2">
          {translate('account.links.register')}
        </MuiLink>
      )}
    </Stack>
  );
}
