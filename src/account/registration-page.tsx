/**
 * /registration/:token? (000 §2.3). Without a token: simple registration (name, e-mail as login,
 * password twice); the server e-mails a confirmation link. With an invitation token: the invited login and
 * name are shown and the user chooses a password.
 */
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, SaveButton, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccountCard } from './account-card';
import { useAccountApi, type Invitation } from './account-api';
import { formFailure } from './form-failure';
import { Closed, ErrorAlert, Success } from './outcome';
import { flowOpen, useServerSettings } from './use-server-settings';
import { emailRules, passwordRules, requiredRule, repeatRules } from './validators';

/** The repeated password must equal the first. */
const repeatRule = repeatRules('password');

export default function RegistrationPage() {
  const { token } = useParams();
  return token ? <InvitationForm token={token} /> : <SimpleRegistration />;
}

function PasswordTwice() {
  return (
    <>
      <PasswordInput source="password" label="account.fields.password" validate={passwordRules} autoComplete="new-password" fullWidth />
      <PasswordInput source="password_repeat" label="account.fields.password_repeat" validate={repeatRule} autoComplete="new-password" fullWidth />
    </>
  );
}

function SimpleRegistration() {
  const accountApi = useAccountApi();
  const settings = useServerSettings();
  const [locale] = useLocaleState();
  const [error, setError] = useState<unknown>();
  const [sent, setSent] = useState(false);

  async function submit(values: Record<string, string>) {
    setError(undefined);
    try {
      await accountApi.registerSimple({ name: values.name.trim(), login: values.login.trim(), password: values.password, locale });
      setSent(true);
    } catch (failure) {
      return formFailure(failure, setError, ['name', 'login', 'password']);
    }
  }

  return (
    <AccountCard title="account.registration.title">
      {flowOpen(settings, 'registration') === false ? (
        <Closed />
      ) : sent ? (
        <Success message="account.registration.sent" signIn={false} />
      ) : (
        <>
          <ErrorAlert error={error} />
          <Form onSubmit={submit} noValidate>
            <TextInput source="name" label="account.fields.name" validate={requiredRule} autoComplete="name" fullWidth />
            <TextInput source="login" label="account.fields.email" validate={emailRules} type="email" autoComplete="email" fullWidth />
            <PasswordTwice />
            <SaveButton label="account.registration.submit" icon={<HowToRegIcon />} alwaysEnable fullWidth />
          </Form>
        </>
      )}
    </AccountCard>
  );
}

function InvitationForm({ token }: { token: string }) {
  const accountApi = useAccountApi();
  const translate = useTranslate();
  const settings = useServerSettings();
  const [invitation, setInvitation] = useState<Invitation>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState(false);

  useEffect(() => {
    accountApi.invitation(token).then(setInvitation, setError);
  }, [accountApi, token]);

  async function submit(values: Record<string, string>) {
    setError(undefined);
    try {
      await accountApi.acceptInvitation(token, values.password);
      setDone(true);
    } catch (failure) {
      return formFailure(failure, setError, ['password']);
    }
  }

  const closed = flowOpen(settings, 'invitation') === false;

  return (
    <AccountCard title="account.registration.invitation_title">
      {closed ? null : <ErrorAlert error={error} />}
      {closed ? (
        <Closed />
      ) : done ? (
        <Success message="account.registration.done" />
      ) : invitation ? (
        <>
          <Typography variant="body1" sx={{ mb: 2 }}>
            {translate('account.registration.invitation_text', { name: invitation.name, login: invitation.login })}
          </Typography>
          <Form onSubmit={submit} noValidate>
            <PasswordTwice />
            <SaveButton label="account.registration.set_password" icon={<HowToRegIcon />} alwaysEnable fullWidth />
          </Form>
        </>
      ) : (
        !error && <Typography color="text.secondary">{translate('account.loading')}</Typography>
      )}
    </AccountCard>
  );
}
