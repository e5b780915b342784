/**
 * Any message on the user's private topic refreshes the notifications, debounced by 1 s (001 §7, §9):
 * a burst of alarms costs one read.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGetIdentity } from 'react-admin';
import { useTopic } from '../live/live-context';
import { type LiveMessage, userTopic } from '../live/live-provider';
import { NOTIFICATIONS_KEY } from './notifications-api';

export const REFRESH_DEBOUNCE_MS = 1_000;

export function useNotificationRefresh(onMessage?: (message: LiveMessage) => void) {
  const { identity } = useGetIdentity();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useTopic(identity ? userTopic(identity.id) : undefined, (message) => {
    onMessage?.(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }), REFRESH_DEBOUNCE_MS);
  });
}
