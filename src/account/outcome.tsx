/** What a flow says when it ends: an error in the user's language, or success with the way to sign in. */
import { Alert, Button, Stack } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../providers/redirects';

/** The message of a failed call: http.ts already put it in the user's language. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'errors.default';
}

export function ErrorAlert({ error }: { error: unknown }) {
  const translate = useTranslate();
  if (!error) return null;
  const text = errorText(error);
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate(text, { _: text })}
    </Alert>
  );
}

export function Success({ message, params, signIn = true }: { message: string; params?: Record<string, unknown>; signIn?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="success">{translate(message, params)}</Alert>
      {signIn && (
        <Button component={Link} to={LOGIN_PATH} variant="contained">
          {translate('account.links.sign_in')}
        </Button>
      )}
    </Stack>
  );
}

/** A flow the server settings closed. */
export function Closed() {
  const translate = useTranslate();
  return <Alert severity="info">{translate('account.closed')}</Alert>;
}
