/** /password/recovery (000 §2.3): asks for the account's e-mail; the server mails a reset link (and says the same whether or not the e-mail is known). */
import SendIcon from '@mui/icons-material/Send';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { AccountCard } from './account-card';
import { useAccountApi } from './account-api';
import { formFailure } from './form-failure';
import { Closed, ErrorAlert, Success } from './outcome';
import { flowOpen, useServerSettings } from './use-server-settings';
import { emailRules } from './validators';

export default function PasswordRecoveryPage() {
  const accountApi = useAccountApi();
  const translate = useTranslate();
  const settings = useServerSettings();
  const [error, setError] = useState<unknown>();
  const [sent, setSent] = useState(false);

  async function submit(values: Record<string, string>) {
    setError(undefined);
    try {
      await accountApi.requestRecovery(values.email.trim());
      setSent(true);
    } catch (failure) {
      return formFailure(failure, setError, ['email']);
    }
  }

  return (
    <AccountCard title="account.recovery.title">
      {flowOpen(settings, 'recovery') === false ? (
        <Closed />
      ) : sent ? (
        <Success message="account.recovery.sent" signIn={false} />
      ) : (
        <>
          <ErrorAlert error={error} />
          <Typography sx={{ mb: 2 }}>{translate('account.recovery.text')}</Typography>
          <Form onSubmit={submit} noValidate>
            <TextInput source="email" label="account.fields.email" validate={emailRules} type="email" autoComplete="email" fullWidth />
            <SaveButton label="account.recovery.submit" icon={<SendIcon />} alwaysEnable fullWidth />
          </Form>
        </>
      )}
    </AccountCard>
  );
}
