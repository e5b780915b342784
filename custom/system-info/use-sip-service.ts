/** GET /system/sip, asked again every few seconds (every second while a restart is under way). */
import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '../../src/providers/http-context';
import { pollInterval, type SipServiceStatus } from './sip-service-view';

export function useSipService() {
  const http = useHttp();
  const [status, setStatus] = useState<SipServiceStatus>();
  const [error, setError] = useState<string>();
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((count) => count + 1), []);

  useEffect(() => {
    let live = true;
    http<{ data: SipServiceStatus }>('GET', '/system/sip').then(
      (answer) => live && (setStatus(answer.data), setError(undefined)),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [http, tick]);

  useEffect(() => {
    const timer = setTimeout(refresh, pollInterval(status));
    return () => clearTimeout(timer);
  }, [status, error, refresh]);

  return { status, error, refresh, setStatus };
}
