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

/** Providers whose channel has been connected at least once (the top bar's status reads every change). */
const everConnected = new WeakSet<LiveProvider>();

/**
 * Whether live updates are interrupted: the channel was connected and is not now, so what the page shows of
 * live values may be out of date. Before the first connection the page's data is as fresh as its read.
 */
export function useLiveInterrupted() {
  const live = useLive();
  const state = useLiveState();
  if (state === 'connected') everConnected.add(live);
  return state !== 'connected' && everConnected.has(live);
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

/** Runs `action` when the channel comes back after an interruption (what changed meanwhile was not told). */
export function useOnReconnect(action: () => void) {
  const interrupted = useLiveInterrupted();
  const was = useRef(interrupted);
  useEffect(() => {
    if (was.current && !interrupted) action();
    was.current = interrupted;
  });
}
