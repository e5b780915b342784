/**
 * The signed-in user's web phone: asks the server for the account (GET /profile/sip-account), and only when
 * telephony is available loads JsSIP (its own chunk) and registers. Follows `calls-management.{number}` for the
 * server's view of each call ("answered by another user").
 */
import { useEffect, useRef, useState } from 'react';
import type { Http } from '../../src/providers/http';
import { useHttp } from '../../src/providers/http-context';
import { useTopic } from '../../src/live/live-context';
import type { SipAccountAnswer } from '../../schemas/sip-account';
import type { ServerCallUpdate, WebPhone, WebPhoneSnapshot } from './web-phone';
import type { DialerContact } from './contacts';
import { recentCallsQuery } from './recent-calls';
import { phoneAccountOf } from './phone-account';

export function useWebPhone() {
  const http = useHttp();
  const [account, setAccount] = useState<SipAccountAnswer>();
  const [snapshot, setSnapshot] = useState<WebPhoneSnapshot>();
  const phone = useRef<WebPhone>(undefined);
  const [contacts, setContacts] = useState<DialerContact[]>([]);

  useEffect(() => {
    let live = true;
    http<SipAccountAnswer>('GET', '/profile/sip-account')
      .then((answer) => live && setAccount(answer))
      .catch(() => live && setAccount({ available: false, reason: 'not_configured' }));
    return () => { live = false; };
  }, [http]);

  useEffect(() => {
    if (!account?.available) return undefined;
    void http<{ data: DialerContact[] }>('GET', '/calls/contacts').then((answer) => setContacts(answer.data)).catch(() => setContacts([]));
    let stopped = false;
    void import('./web-phone').then(({ createWebPhone }) => {
      if (stopped) return;
      phone.current = createWebPhone(phoneAccountOf(account), setSnapshot);
      phone.current.start();
    });
    return () => {
      stopped = true;
      phone.current?.stop();
      phone.current = undefined;
    };
  }, [account, http]);

  const ownNumber = account?.available ? account.numbers[0].number : undefined;
  useTopic(ownNumber && `calls-management.${ownNumber}`, (message) => {
    if (message.data.type === 'CallUpdated') phone.current?.serverUpdate(message.data.call as ServerCallUpdate);
    // Someone stopped the call from the management list: this phone ends its part.
    if (message.data.type === 'CallStop') phone.current?.hangUp((message.data.call as { call_id: string }).call_id);
  });

  return { ownNumbers: account?.available ? account.numbers.map((n) => n.number) : [], snapshot, phone: phone.current, contacts };
}

export interface RecentCall {
  id: number;
  from_number: string;
  to_number: string;
  answered_by: string | null;
  result: string | null;
  started_at: string;
}

/** The user's recent calls (recent-calls.ts), read again when a call ends. */
export async function recentCalls(http: Http, ownNumber: string, userId: number | undefined): Promise<RecentCall[]> {
  const answer = await http<{ data: RecentCall[] }>('GET', '/call-history/items', { query: recentCallsQuery(ownNumber, userId) });
  return answer.data;
}
