/** /password/reset/:token (000 §2.3): the link from the recovery mail; a new password, twice. */
import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccountCard } from './account-card';
import { useAccountApi } from './account-api';
import { formFailure } from './form-failure';
import { ErrorAlert, Success } from './outcome';
import { passwordRules, repeatRules } from './validators';

/** The repeated password must equal the first. */
const repeatRule = repeatRules('password');

export default function PasswordResetPage() {
  const accountApi = useAccountApi();
  const { token = '' } = useParams();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState(false);

  async function submit(values: Record<string, string>) {
    setError(undefined);
    try {
      await accountApi.resetPassword(token, values.password);
      setDone(true);
    } catch (failure) {
      return formFailure(failure, setError, ['password']);
    }
  }

  return (
    <AccountCard title="account.reset.title">
      {done ? (
        <Success message="account.reset.done" />
      ) : (
        <>
          <ErrorAlert error={error} />
          <Form onSubmit={submit} noValidate>
            <PasswordInput source="password" label="account.fields.password" validate={passwordRules} autoComplete="new-password" fullWidth />
            <PasswordInput source="password_repeat" label="account.fields.password_repeat" validate={repeatRule} autoComplete="new-password" fullWidth />
            <SaveButton label="account.reset.submit" icon={<LockResetIcon />} alwaysEnable fullWidth />
          </Form>
        </>
      )}
    </AccountCard>
  );
}
