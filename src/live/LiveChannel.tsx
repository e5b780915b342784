/**
 * Keeps the live channel (001 §7 "Live channel") open while a user is signed in and gives the pages under
 * it the channel (subscribe to topics). Mounted once by the shell around its pages: leaving the shell
 * (logout) unsubscribes and stops. A role change on the user's app-changes topic refreshes the profile,
 * so the menu and permissions follow.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { ConsoleAuthProvider } from '../providers/authProvider';
import { useLive, useTopic } from './live-context';
import { appChangesTopic } from './live-provider';

export function LiveChannel({ children }: { children: ReactNode }) {
  const live = useLive();
  const { identity } = useGetIdentity();
  const authProvider = useAuthProvider() as ConsoleAuthProvider | undefined;
  const queryClient = useQueryClient();
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  // The server sends role_changed only to the users of that role (or a user given a new role), so any
  // such message here concerns this user.
  useTopic(identity ? appChangesTopic(identity.id) : undefined, (message) => {
    if (message.data.type !== 'role_changed') return;
    authProvider?.forgetProfile?.();
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  });
  return <>{children}</>;
}
