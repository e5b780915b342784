/**
 * The phone button in the top bar (000 §4.2 "phone button by registration status"), shown only to a user whose
 * telephony is available (SIP licensed, a proxy configured, a number of their own). A ringing call opens the panel.
 */
import { Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Badge, CircularProgress, IconButton, Popover, Tooltip } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneLockedIcon from '@mui/icons-material/PhoneLocked';
import { preloadable } from '../../resources/preloadable';
import { phoneButtonLook } from './registration';
import { useWebPhone } from './use-web-phone';

// The panel (dialer, calls, concierge) is not the first page's: it loads once the user has a phone, and opens
// without waiting when a call rings.
const { Component: DialerPanel, preload: preloadPanel } = preloadable(() => import('./dialer-panel').then((module) => module.DialerPanel));

export function DialerButton() {
  const translate = useTranslate();
  const { ownNumbers, snapshot, phone, contacts } = useWebPhone();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [button, setButton] = useState<HTMLElement | null>(null);
  const ringing = snapshot?.calls.filter((call) => call.direction === 'incoming' && call.status === 'calling').length ?? 0;
  useEffect(() => {
    if (ringing > 0 && button) setAnchor(button);
  }, [ringing, button]);
  useEffect(() => {
    if (phone) preloadPanel();
  }, [phone]);
  if (!snapshot || !phone) return null;
  const look = phoneButtonLook(snapshot.state);
  const label = translate(`dialer.registration.${snapshot.state}`, { number: ownNumbers[0] ?? '' });
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton ref={setButton} aria-label={translate('dialer.phone')} data-registration={snapshot.state} color={look.color} disabled={look.disabled} onClick={(event) => setAnchor(event.currentTarget)}>
            <Badge badgeContent={ringing} color="error">
              {look.busy ? <CircularProgress size={20} color="inherit" /> : look.locked ? <PhoneLockedIcon /> : <PhoneIcon />}
            </Badge>
          </IconButton>
        </span>
      </Tooltip>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Suspense fallback={<CircularProgress size={24} sx={{ m: 2 }} />}>
          <DialerPanel phone={phone} snapshot={snapshot} ownNumbers={ownNumbers} contacts={contacts} />
        </Suspense>
      </Popover>
    </>
  );
}
