/**
 * Keeps the live channel (001 §7 "Live channel") open while a user is signed in and gives the pages under
 * it the channel (subscribe to topics). Mounted once by the shell around its pages: leaving the shell
 * (logout) unsubscribes and stops. A role change on the user's app-changes topic refreshes the profile,
 * so the menu and permissions follow; so does every (re)connection, since a message sent while the channel
 * was down is lost (and a role change itself remounts the shell: react-admin reloads its routes then).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { ConsoleAuthProvider } from '../providers/authProvider';
import { useLive, useLiveState, useTopic } from './live-context';
import { appChangesTopic } from './live-provider';

export function LiveChannel({ children }: { children: ReactNode }) {
  const live = useLive();
  const { identity } = useGetIdentity();
  const authProvider = useAuthProvider() as ConsoleAuthProvider | undefined;
  const queryClient = useQueryClient();
  const state = useLiveState();
  const refreshProfile = useCallback(() => {
    authProvider?.forgetProfile?.();
    // cancelRefetch false: a permission check in flight (a page opening as the channel connects) is left
    // to finish, not cancelled; a cancelled check held its page on "Loading" for good.
    void queryClient.invalidateQueries({ queryKey: ['auth'] }, { cancelRefetch: false });
  }, [authProvider, queryClient]);
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  useEffect(() => {
    if (state === 'connected') refreshProfile();
  }, [state, refreshProfile]);
  // The server sends role_changed only to the users of that role (or a user given a new role), so any
  // such message here concerns this user.
  useTopic(identity ? appChangesTopic(identity.id) : undefined, (message) => {
    if (message.data.type === 'role_changed') refreshProfile();
  });
  return <>{children}</>;
}
