/**
 * The live provider's test double: no socket; a test says what arrives (`emit`) and in which state the
 * channel is (`setState`), and reads what the code under test follows (`topics`).
 *
 * @example
 * const live = testLiveProvider();
 * render(<LiveContext.Provider value={live}>…</LiveContext.Provider>);
 * live.emit({ topic: 'entity.users', data: { type: 'updated', id: 3 } });
 */
import type { LiveHandler, LiveMessage, LiveProvider, LiveState } from './live-provider';

export interface TestLiveProvider extends LiveProvider {
  emit(message: LiveMessage): void;
  /** The server said the project's data was replaced and the channel is back. */
  reset(): void;
  setState(state: LiveState): void;
  topics(): string[];
  published: { topic: string; text: string }[];
}

export function testLiveProvider(): TestLiveProvider {
  const handlers = new Map<string, Set<LiveHandler>>();
  const listeners = new Set<(state: LiveState) => void>();
  const resets = new Set<() => void>();
  let state: LiveState = 'disconnected';
  const published: { topic: string; text: string }[] = [];
  const setState = (next: LiveState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  return {
    start: () => setState('connected'),
    stop: () => setState('disconnected'),
    subscribe(topic, handler) {
      if (!handlers.has(topic)) handlers.set(topic, new Set());
      handlers.get(topic)!.add(handler);
      return () => {
        handlers.get(topic)?.delete(handler);
        if (!handlers.get(topic)?.size) handlers.delete(topic);
      };
    },
    publish: (topic, text) => void published.push({ topic, text }),
    getState: () => state,
    onStateChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onReset(listener) {
      resets.add(listener);
      return () => void resets.delete(listener);
    },
    reset: () => resets.forEach((listener) => listener()),
    emit: (message) => handlers.get(message.topic)?.forEach((handler) => handler(message)),
    setState,
    topics: () => [...handlers.keys()],
    published,
  };
}
