/**
 * The shell readies the list screens while the browser is idle after its first paint (resources/list-ahead.ts),
 * so that a session's first list is as quick as the next ones (issue 34). Home keeps the browser busy while its
 * counts and panels arrive, so idleness may not come for seconds: the lists are readied at most
 * READY_WITHIN_MS after the shell mounts, before a user who reads Home for a second clicks a list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthProvider } from 'react-admin';

/** With 2 s, on a busy machine the first list was often clicked before its code was asked for (bench:first-list). */
const READY_WITHIN_MS = 300;

export function useListScreensAhead() {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider();
  useEffect(() => {
    if (!authProvider) return;
    const ready = () =>
      // The registries' contributors first: the lists' actions are readied from them.
      void Promise.all([import('../../resources/list-ahead'), import('../extensions')]).then(([{ readyListScreens }]) => readyListScreens(queryClient, authProvider));
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(ready, READY_WITHIN_MS);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(ready, { timeout: READY_WITHIN_MS });
    return () => window.cancelIdleCallback(idle);
  }, [queryClient, authProvider]);
}
