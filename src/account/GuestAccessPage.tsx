/**
 * /guest-access/:keyId (000 §2.3): a guest opens the link they were sent; the page asks the server about
 * the key and says what it answered (its error text when the key is not usable).
 */
import { Alert, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccountCard } from './AccountCard';
import { accountApi } from './accountApi';
import { ErrorAlert } from './Outcome';
import { useCallOnce } from './useCallOnce';

export default function GuestAccessPage() {
  const translate = useTranslate();
  const { keyId = '' } = useParams();
  const outcome = useCallOnce(useCallback(() => accountApi.guestAccess(keyId), [keyId]));
  return (
    <AccountCard title="account.guest_access.title" footer={false}>
      {outcome.state === 'pending' && <Typography color="text.secondary">{translate('account.guest_access.checking')}</Typography>}
      {outcome.state === 'failed' && <ErrorAlert error={outcome.error} />}
      {outcome.state === 'done' && <GuestKeyState state={outcome.value ?? {}} />}
    </AccountCard>
  );
}

function GuestKeyState({ state }: { state: Record<string, unknown> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const until = typeof state.valid_to === 'string' ? state.valid_to : undefined;
  const passes = typeof state.passes_left === 'number' ? state.passes_left : undefined;
  return (
    <Alert severity="success">
      {translate('account.guest_access.valid')}
      {until && <div>{translate('account.guest_access.valid_until', { time: new Date(until).toLocaleString(locale) })}</div>}
      {passes !== undefined && <div>{translate('account.guest_access.passes_left', { count: passes })}</div>}
    </Alert>
  );
}
