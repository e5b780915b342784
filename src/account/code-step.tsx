/**
 * The code step of self-registration: the masked e-mail the code went to, the 6-digit code, and "send
 * again" once the server allows it (a countdown until then).
 */
import CheckIcon from '@mui/icons-material/Check';
import { Alert, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, SaveButton, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resources/date-time';
import { useAccountApi, type CodeState } from './account-api';
import { formFailure } from './form-failure';
import { ErrorAlert, Success } from './outcome';
import { useCountdown } from './use-countdown';
import { codeRules } from './validators';

export function CodeStep({ token }: { token: string }) {
  const accountApi = useAccountApi();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [state, setState] = useState<CodeState>();
  const [error, setError] = useState<unknown>();
  const [resent, setResent] = useState(false);
  const [login, setLogin] = useState<string>();
  const wait = useCountdown(state?.resend_available_at);

  useEffect(() => {
    accountApi.codeState(token).then(setState, setError);
  }, [accountApi, token]);

  async function resend() {
    setError(undefined);
    setResent(false);
    try {
      const next = await accountApi.resendCode(token);
      // The answer carries the new times only; the masked address stays.
      setState((current) => (current ? { ...current, ...next } : current));
      setResent(true);
    } catch (failure) {
      setError(failure);
    }
  }

  async function confirm(values: Record<string, string>) {
    setError(undefined);
    try {
      const answer = await accountApi.confirmEmail(token, values.code.trim());
      setLogin(answer.login);
    } catch (failure) {
      return formFailure(failure, setError, ['code']);
    }
  }

  if (login) return <Success message="account.self_registration.done" params={{ login }} />;
  return (
    <>
      <ErrorAlert error={error} />
      {resent && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('account.self_registration.resent')}
        </Alert>
      )}
      {state && (
        <Typography sx={{ mb: 2 }}>
          {translate('account.self_registration.code_text', { email: state.email, time: formatDateTime(state.expires_at, { locale }) })}
        </Typography>
      )}
      <Form onSubmit={confirm} noValidate>
        <TextInput source="code" label="account.fields.code" validate={codeRules} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} fullWidth />
        <SaveButton label="account.self_registration.confirm" icon={<CheckIcon />} alwaysEnable fullWidth />
      </Form>
      <Button onClick={resend} disabled={!state || wait > 0} sx={{ mt: 2 }} fullWidth>
        {wait > 0 ? translate('account.self_registration.resend_in', { seconds: wait }) : translate('account.self_registration.resend')}
      </Button>
    </>
  );
}
