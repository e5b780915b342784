/**
 * /self-registration/:token? (000 §2.3): the self-registration form; its answer's token leads to the code
 * step (CodeStep), where the 6-digit code from the e-mail confirms the account.
 */
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useState } from 'react';
import { AutocompleteInput, Form, PasswordInput, SaveButton, SelectInput, TextInput, useLocaleState } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { AccountCard } from './account-card';
import { useAccountApi } from './account-api';
import { CodeStep } from './code-step';
import { formFailure } from './form-failure';
import { Closed, ErrorAlert } from './outcome';
import { SELF_REGISTRATION_PATH } from './paths';
import { useCountries } from './use-countries';
import { flowOpen, useServerSettings } from './use-server-settings';
import { emailRules, passwordRules, requiredRule, repeatRules } from './validators';
// Who registers (user_type): the project's client types give each its role and licence.
import { CLIENT_TYPES } from '../../schemas/settings/client-types';

/** The repeated password must equal the first. */
const repeatRule = repeatRules('user_password');

/** The form's fields the server may name in its answer. */
const SELF_FIELDS = ['user_name', 'user_email', 'user_phone', 'user_country', 'user_type', 'object_name', 'user_password'];
const userTypeChoices = CLIENT_TYPES.map((type) => ({ id: type, name: `account.self_registration.user_types.${type}` }));
const phoneRule = (value: unknown) => (typeof value === 'string' && value && !/^\+\d{7,15}$/.test(value) ? 'validation.phone' : undefined);

export default function SelfRegistrationPage() {
  const { token } = useParams();
  return (
    <AccountCard title={token ? 'account.self_registration.code_title' : 'account.self_registration.title'}>
      {token ? <CodeStep token={token} /> : <RegistrationForm />}
    </AccountCard>
  );
}

function RegistrationForm() {
  const accountApi = useAccountApi();
  const settings = useServerSettings();
  const countries = useCountries();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const [error, setError] = useState<unknown>();

  async function submit(values: Record<string, string>) {
    setError(undefined);
    const { password_repeat: _repeat, ...body } = values;
    try {
      const answer = await accountApi.registerSelf({
        user_name: body.user_name.trim(),
        user_email: body.user_email.trim(),
        user_country: body.user_country ?? '',
        user_type: body.user_type,
        user_phone: body.user_phone?.trim() ?? '',
        object_name: body.object_name?.trim() ?? '',
        user_password: body.user_password,
        locale,
      });
      navigate(`${SELF_REGISTRATION_PATH}/${encodeURIComponent(answer.token)}`);
    } catch (failure) {
      return formFailure(failure, setError, SELF_FIELDS);
    }
  }

  if (flowOpen(settings, 'registration') === false) return <Closed />;
  return (
    <>
      <ErrorAlert error={error} />
      <Form onSubmit={submit} defaultValues={{ user_type: CLIENT_TYPES[0] }} noValidate>
        <TextInput source="user_name" label="account.fields.name" validate={requiredRule} autoComplete="name" fullWidth />
        <TextInput source="user_email" label="account.fields.email" validate={emailRules} type="email" autoComplete="email" fullWidth />
        <TextInput source="user_phone" label="account.fields.phone" validate={phoneRule} type="tel" autoComplete="tel" placeholder="+380501234567" fullWidth />
        <AutocompleteInput source="user_country" label="account.fields.country" choices={countries} fullWidth />
        <SelectInput source="user_type" label="account.fields.user_type" choices={userTypeChoices} validate={requiredRule} fullWidth />
        <TextInput source="object_name" label="account.fields.object_name" fullWidth />
        <PasswordInput source="user_password" label="account.fields.password" validate={passwordRules} autoComplete="new-password" fullWidth />
        <PasswordInput source="password_repeat" label="account.fields.password_repeat" validate={repeatRule} autoComplete="new-password" fullWidth />
        <SaveButton label="account.self_registration.submit" icon={<HowToRegIcon />} alwaysEnable fullWidth />
      </Form>
    </>
  );
}
