/**
 * The shell readies the list screens while the browser is idle after its first paint (resources/list-ahead.ts),
 * so that a session's first list is as quick as the next ones (issue 34).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthProvider } from 'react-admin';

export function useListScreensAhead() {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider();
  useEffect(() => {
    if (!authProvider) return;
    const ready = () =>
      // The registries' contributors first: the lists' actions are readied from them.
      void Promise.all([import('../../resources/list-ahead'), import('../extensions')]).then(([{ readyListScreens }]) => readyListScreens(queryClient, authProvider));
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(ready, 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(ready, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [queryClient, authProvider]);
}
