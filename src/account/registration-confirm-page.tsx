/** /registration/confirm/:token (000 §2.3): the link from the registration mail confirms the account on opening. */
import { Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccountCard } from './account-card';
import { useAccountApi } from './account-api';
import { ErrorAlert, Success } from './outcome';
import { useCallOnce } from './use-call-once';

export default function RegistrationConfirmPage() {
  const accountApi = useAccountApi();
  const translate = useTranslate();
  const { token = '' } = useParams();
  const outcome = useCallOnce(useCallback(() => accountApi.confirmRegistration(token), [accountApi, token]));
  return (
    <AccountCard title="account.confirm.title">
      {outcome.state === 'pending' && <Typography color="text.secondary">{translate('account.confirm.checking')}</Typography>}
      {outcome.state === 'failed' && <ErrorAlert error={outcome.error} />}
      {outcome.state === 'done' && <Success message="account.confirm.done" />}
    </AccountCard>
  );
}
