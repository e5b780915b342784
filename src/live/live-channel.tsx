/**
 * Keeps the live channel (001 §7 "Live channel") open while a user is signed in and gives the pages under
 * it the channel (subscribe to topics). Mounted once by the shell around its pages: leaving the shell
 * (logout) unsubscribes and stops. A role change on the user's app-changes topic refreshes the profile,
 * so the menu and permissions follow; so does every confirmed subscription to that topic, since a message
 * sent while the channel was down, or before the server had the subscription, is lost (and a role change
 * itself remounts the shell: react-admin reloads its routes then, closing and reopening the channel). After a
 * restore (the server closes every socket with 4205 Reset) every query is read again once the channel is back.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { ConsoleAuthProvider } from '../providers/auth-provider';
import { useLive, useTopic } from './live-context';
import { appChangesTopic } from './live-provider';

export function LiveChannel({ children }: { children: ReactNode }) {
  const live = useLive();
  const { identity } = useGetIdentity();
  const authProvider = useAuthProvider() as ConsoleAuthProvider | undefined;
  const queryClient = useQueryClient();
  const refreshProfile = useCallback(() => {
    authProvider?.forgetProfile?.();
    // cancelRefetch false: a permission check in flight (a page opening as the channel connects) is left
    // to finish, not cancelled; a cancelled check held its page on "Loading" for good. That check may have
    // read the profile before the change, so the profile is read once more after it ends.
    const checkInFlight = queryClient.isFetching({ queryKey: ['auth'] }) > 0;
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['auth'] }, { cancelRefetch: false });
    void refresh().then(() => (checkInFlight ? refresh() : undefined));
  }, [authProvider, queryClient]);
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  // After a restore the server closed every socket: every query on screen is read again from the restored data.
  useEffect(() => live.onReset(() => void queryClient.invalidateQueries()), [live, queryClient]);
  // The server sends role_changed only to the users of that role (or a user given a new role), so any
  // such message here concerns this user. 'subscribed' comes after every (re)subscription: from then on
  // no change is missed, and reading the profile then catches any made before.
  useTopic(identity ? appChangesTopic(identity.id) : undefined, (message) => {
    if (message.data.type === 'role_changed' || message.data.type === 'subscribed') refreshProfile();
  });
  return <>{children}</>;
}
