/**
 * /guest-access/:keyId (000 §2.3): a guest opens the link they were sent, without signing in. The page
 * shows the pass's state (valid, not yet valid, expired, pass limit reached), its period and passes left,
 * the granter's message and, while valid, the QR code to show at the door — in the visitor's language
 * (the card's switcher). An unusable key shows the server's error text.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../resources/date-time';
import { AccountCard } from './account-card';
import { useAccountApi } from './account-api';
import { ErrorAlert } from './outcome';
import { useCallOnce } from './use-call-once';

type GuestState = 'valid' | 'not_yet_valid' | 'expired' | 'pass_limit_reached';

interface GuestKey {
  state?: GuestState;
  valid_from?: string | null;
  valid_to?: string | null;
  passes_left?: number | null;
  message?: string;
  qr?: string | null;
}

const SEVERITY: Record<GuestState, 'success' | 'info' | 'error' | 'warning'> = {
  valid: 'success', not_yet_valid: 'info', expired: 'error', pass_limit_reached: 'warning',
};

export default function GuestAccessPage() {
  const accountApi = useAccountApi();
  const translate = useTranslate();
  const { keyId = '' } = useParams();
  const outcome = useCallOnce(useCallback(() => accountApi.guestAccess(keyId), [accountApi, keyId]));
  return (
    <AccountCard title="account.guest_access.title" footer={false}>
      {outcome.state === 'pending' && <Typography color="text.secondary">{translate('account.guest_access.checking')}</Typography>}
      {outcome.state === 'failed' && <ErrorAlert error={outcome.error} />}
      {outcome.state === 'done' && <GuestKeyState guestKey={(outcome.value ?? {}) as GuestKey} />}
    </AccountCard>
  );
}

function GuestKeyState({ guestKey }: { guestKey: GuestKey }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const state = guestKey.state ?? 'valid';
  // A visitor has no profile: the language's usual order, in the browser's zone.
  const time = (iso: string) => formatDateTime(iso, { locale });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
      <Alert severity={SEVERITY[state]} sx={{ width: '100%' }} data-testid="guest-key-state">
        <strong>{translate(`guest_access.states.${state}`)}</strong>
        {guestKey.valid_from && <div>{translate('guest_access.public.valid_from', { time: time(guestKey.valid_from) })}</div>}
        {guestKey.valid_to && <div>{translate('account.guest_access.valid_until', { time: time(guestKey.valid_to) })}</div>}
        {typeof guestKey.passes_left === 'number' && <div>{translate('account.guest_access.passes_left', { count: guestKey.passes_left })}</div>}
      </Alert>
      {guestKey.qr && <img src={guestKey.qr} alt={translate('guest_access.public.qr_alt')} width={256} height={256} />}
      {guestKey.message && (
        <Box sx={{ width: '100%' }}>
          <Typography variant="caption" color="text.secondary">{translate('guest_access.public.message')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{guestKey.message}</Typography>
        </Box>
      )}
    </Box>
  );
}
