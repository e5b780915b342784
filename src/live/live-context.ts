/**
 * The live provider for the pages: the browser's by default, a test double in tests. The top bar sits
 * outside LiveChannel, so the default value is the provider itself rather than "none".
 */
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { browserLiveProvider } from './browser-live-provider';
import type { LiveHandler, LiveProvider } from './live-provider';

export const LiveContext = createContext<LiveProvider>(browserLiveProvider);

export const useLive = () => useContext(LiveContext);

export function useLiveState() {
  const live = useLive();
  return useSyncExternalStore(live.onStateChange, live.getState);
}

/** Follows `topic` while mounted (nothing when undefined); the latest handler is always the one called. */
export function useTopic(topic: string | undefined, handler: LiveHandler) {
  const live = useLive();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!topic) return undefined;
    return live.subscribe(topic, (message) => latest.current(message));
  }, [live, topic]);
}
