/**
 * One refresh for all the console's tabs. Tabs with remember-me share the session in localStorage; when
 * the access token expires, each tab's calls are refused together. Under an exclusive Web Lock only one
 * tab refreshes; the others, once they hold the lock, find the new tokens in storage and use them.
 * Without Web Locks (old browsers, plain-http origins other than localhost) each tab refreshes on its own,
 * and the server answers a duplicate refresh within its grace window with the same pair (SECURITY.md).
 */
import type { Session, TokenStore } from './token-store';

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK = 'access-console.refresh';

/** navigator.locks where the browser has it. */
export function browserLocks(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/**
 * `tokenAfterRefusal(refused)`: a token to retry with, given the access token the server refused;
 * undefined when the session is over. `refresh` spends the stored refresh token (and saves or clears).
 */
export function refreshCoordinator(tokens: TokenStore, refresh: () => Promise<Session | undefined>, locks = browserLocks()) {
  let refreshing: Promise<string | undefined> | undefined;

  function shared(refused: string) {
    const run = async () => {
      // Read under the lock: another tab (or call) may have refreshed while this one waited.
      const current = tokens.get();
      if (!current) return undefined;
      if (current.token !== refused) return current.token;
      return (await refresh())?.token;
    };
    return locks ? locks.request(REFRESH_LOCK, run) : run();
  }

  return function tokenAfterRefusal(refused: string): Promise<string | undefined> {
    // One refresh per tab for calls refused together; the lock makes it one for all tabs.
    refreshing ??= shared(refused).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
}
