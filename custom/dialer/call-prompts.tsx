/**
 * The dialer's two questions (000 §4.2): before a call starts or is answered while another talks ("a normal
 * call is cancelled; an awaiting call is paused if active, else stopped", asked first), and after a call made
 * from an awaiting call on hold ends ("return to it?").
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type DialerCall, callToInterrupt, interruptionOf, parentToReturnTo } from './calls';
import type { WebPhone } from './web-phone';

interface PendingInterruption {
  interrupted: DialerCall;
  kind: 'cancel' | 'pause' | 'stop';
  /** Goes on with what the user asked for; `parentId` when the interrupted call was put on hold. */
  proceed: (parentId?: string) => void;
}

export function useInterruption(phone: WebPhone, calls: readonly DialerCall[]) {
  const [pending, setPending] = useState<PendingInterruption>();
  return {
    pending,
    /** Runs `proceed` at once when nothing talks, else once the user agrees to interrupt the call that does. */
    before(except: string | undefined, proceed: (parentId?: string) => void) {
      const interrupted = callToInterrupt(calls, except);
      const kind = interrupted && interruptionOf(interrupted);
      if (!interrupted || !kind) return proceed();
      setPending({ interrupted, kind, proceed });
    },
    confirm() {
      if (!pending) return;
      setPending(undefined);
      if (pending.kind === 'pause') {
        phone.hold(pending.interrupted.id);
        return pending.proceed(pending.interrupted.id);
      }
      phone.hangUp(pending.interrupted.id);
      pending.proceed();
    },
    dismiss: () => setPending(undefined),
  };
}

export function InterruptionDialog({ interruption }: { interruption: ReturnType<typeof useInterruption> }) {
  const translate = useTranslate();
  const { pending } = interruption;
  return (
    <Dialog open={pending !== undefined} onClose={interruption.dismiss} maxWidth="xs" aria-labelledby="dialer-interruption">
      <DialogTitle id="dialer-interruption">{translate('dialer.interrupt.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{pending && translate(`dialer.interrupt.${pending.kind}`, { number: pending.interrupted.number })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={interruption.dismiss}>{translate('dialer.interrupt.keep')}</Button>
        <Button variant="contained" onClick={interruption.confirm}>{translate('dialer.interrupt.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function ReturnToParentDialog({ phone, calls }: { phone: WebPhone; calls: readonly DialerCall[] }) {
  const translate = useTranslate();
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const offer = parentToReturnTo(calls, asked);
  const close = (back: boolean) => {
    if (!offer) return;
    setAsked(new Set([...asked, offer.child.id]));
    if (back) phone.resume(offer.parent.id);
  };
  return (
    <Dialog open={offer !== undefined} onClose={() => close(false)} maxWidth="xs" aria-labelledby="dialer-return">
      <DialogTitle id="dialer-return">{translate('dialer.return.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{offer && translate('dialer.return.text', { number: offer.parent.number })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{translate('dialer.return.no')}</Button>
        <Button variant="contained" onClick={() => close(true)}>{translate('dialer.return.yes')}</Button>
      </DialogActions>
    </Dialog>
  );
}
