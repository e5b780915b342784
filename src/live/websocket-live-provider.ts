/**
 * The live provider over reconnecting-websocket: retries every 4 s while started, resubscribes every
 * followed topic on each (re)connect. A close with 4401 "Unauthenticated" means the access token expired:
 * the next attempt first refreshes it (the http client refreshes on any 401), then reconnects. A close with
 * 4205 "Reset" (a backup was applied) tells the reset listeners once the channel is back.
 */
import ReconnectingWebSocket from 'reconnecting-websocket';
import type { LiveHandler, LiveMessage, LiveProvider, LiveState } from './live-provider';

/** 001 §9 / issue 7: retry every 4 s while wanted. */
export const RETRY_DELAY_MS = 4_000;
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_RESET = 4205;

export interface WebSocketLiveSettings {
  /** ws(s)://host/api/v0/ws?access_token=… for a token. */
  url(token: string): string;
  /** The current access token, if signed in. */
  token(): string | undefined;
  /** Gets a fresh access token after the server refused the current one. */
  refreshToken(): Promise<void>;
  retryDelayMs?: number;
  /** The WebSocket class (the browser's by default; tests pass ws). */
  WebSocket?: unknown;
}

export function createWebSocketLiveProvider(settings: WebSocketLiveSettings): LiveProvider {
  const handlers = new Map<string, Set<LiveHandler>>();
  const stateListeners = new Set<(state: LiveState) => void>();
  const resetListeners = new Set<() => void>();
  let resetPending = false;
  let state: LiveState = 'disconnected';
  let socket: ReconnectingWebSocket | undefined;
  let tokenRefused = false;

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };
  const send = (command: object) => {
    if (socket?.readyState === socket?.OPEN) socket?.send(JSON.stringify(command));
  };

  async function url() {
    if (tokenRefused) {
      tokenRefused = false;
      await settings.refreshToken().catch(() => undefined);
    }
    // Signed out for now (another tab is refreshing): wait rather than fail, as reconnecting-websocket
    // leaves a rejected URL unhandled. stop() ends the wait.
    let token = settings.token();
    while (!token && socket) {
      await new Promise((resolve) => setTimeout(resolve, settings.retryDelayMs ?? RETRY_DELAY_MS));
      token = settings.token();
    }
    return settings.url(token ?? '');
  }

  function dispatch(event: MessageEvent) {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(event.data));
    } catch {
      return;
    }
    for (const handler of handlers.get(message.topic) ?? []) handler(message);
  }

  function start() {
    if (socket) return;
    const delay = settings.retryDelayMs ?? RETRY_DELAY_MS;
    socket = new ReconnectingWebSocket(url, [], {
      WebSocket: settings.WebSocket,
      minReconnectionDelay: delay,
      maxReconnectionDelay: delay,
      reconnectionDelayGrowFactor: 1,
      maxEnqueuedMessages: 0,
    });
    setState('connecting');
    socket.addEventListener('open', () => {
      setState('connected');
      for (const topic of handlers.keys()) send({ command: 'subscribe', topic });
      if (resetPending) {
        resetPending = false;
        for (const listener of resetListeners) listener();
      }
    });
    socket.addEventListener('close', (event) => {
      if (event.code === CLOSE_UNAUTHENTICATED) tokenRefused = true;
      if (event.code === CLOSE_RESET) resetPending = true;
      setState(socket ? 'connecting' : 'disconnected');
    });
    socket.addEventListener('message', dispatch);
  }

  function stop() {
    for (const topic of handlers.keys()) send({ command: 'unsubscribe', topic });
    const closing = socket;
    socket = undefined;
    closing?.close(1000, 'signed out');
    setState('disconnected');
  }

  function subscribe(topic: string, handler: LiveHandler) {
    const set = handlers.get(topic) ?? new Set();
    handlers.set(topic, set);
    if (!set.size) send({ command: 'subscribe', topic });
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size) return;
      handlers.delete(topic);
      send({ command: 'unsubscribe', topic });
    };
  }

  return {
    start,
    stop,
    subscribe,
    publish: (topic, text) => send({ command: 'publish', topic, text }),
    getState: () => state,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    onReset(listener) {
      resetListeners.add(listener);
      return () => void resetListeners.delete(listener);
    },
  };
}
