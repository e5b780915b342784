/**
 * The console's react-query client, with one guard react-admin needs.
 *
 * react-admin's list, edit and create pages ask `useIsAuthPending`, which reads the cached state of
 * ['auth', 'canAccess', { action, resource }] without subscribing to it. A check of that key started by
 * another page (Home's record counts) and abandoned when that page unmounts is reverted by react-query to
 * "pending" and stays so, with no one left to fetch it: the next list of that resource then showed
 * "Loading" for good (the group administrator stories, when they left Home quickly). An abandoned auth
 * check is dropped instead, so the next page that needs it asks afresh.
 */
import { type Query, QueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';

const isAbandonedAuthCheck = (query: Query) =>
  query.queryKey[0] === 'auth' && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.getObserversCount() === 0;

export function createConsoleQueryClient(): QueryClient {
  const client = new QueryClient();
  const cache = client.getQueryCache();
  cache.subscribe((event: QueryCacheNotifyEvent) => {
    if ((event.type === 'updated' || event.type === 'observerRemoved') && isAbandonedAuthCheck(event.query)) cache.remove(event.query);
  });
  return client;
}
