/**
 * The WebSocket live provider against a real WebSocket server (ws): resubscribes every topic after the
 * server restarts, refreshes the token after a 4401 close, says a 4205 close (a restore) once back, unsubscribes
 * and stops on logout.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { LiveMessage, LiveState } from './live-provider';
import { createWebSocketLiveProvider } from './websocket-live-provider';

interface Seen {
  token: string;
  commands: { command: string; topic: string }[];
  socket: WebSocket;
}

function fakeServer(port = 0) {
  const server = new WebSocketServer({ port, host: '127.0.0.1' });
  const seen: Seen[] = [];
  server.on('connection', (socket, request) => {
    const entry: Seen = { token: new URL(request.url!, 'http://x').searchParams.get('access_token')!, commands: [], socket };
    seen.push(entry);
    socket.on('message', (frame) => entry.commands.push(JSON.parse(String(frame))));
  });
  const ready = new Promise<number>((resolve) => server.on('listening', () => resolve((server.address() as AddressInfo).port)));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    });
  return { seen, ready, close };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const subscribed = (entry: Seen | undefined) => (entry?.commands ?? []).filter((c) => c.command === 'subscribe').map((c) => c.topic).sort();

describe('websocket live provider', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setUp() {
    let server = fakeServer();
    const port = await server.ready;
    let token = 'first-token';
    let refreshes = 0;
    const live = createWebSocketLiveProvider({
      url: (t) => `ws://127.0.0.1:${port}/api/v0/ws?access_token=${t}`,
      token: () => token,
      refreshToken: async () => {
        refreshes += 1;
        token = `fresh-token-${refreshes}`;
      },
      retryDelayMs: 50,
      WebSocket,
    });
    const states: LiveState[] = [];
    live.onStateChange((state) => states.push(state));
    cleanups.push(() => live.stop(), () => server.close());
    const restart = async () => {
      await server.close();
      server = fakeServer(port);
      await server.ready;
      return server;
    };
    return { live, states, server: () => server, restart, refreshes: () => refreshes };
  }

  it('connects, subscribes every followed topic, and passes messages to the topic’s handlers', async () => {
    const { live, states, server } = await setUp();
    const received: LiveMessage[] = [];
    live.subscribe('user.7', (m) => received.push(m));
    live.subscribe('entity.users', () => undefined);
    live.start();
    await until(() => subscribed(server().seen[0]).length === 2);
    expect(subscribed(server().seen[0])).toEqual(['entity.users', 'user.7']);
    expect(states).toEqual(['connecting', 'connected']);
    server().seen[0].socket.send(JSON.stringify({ topic: 'user.7', data: { type: 'notification', id: 1 } }));
    server().seen[0].socket.send(JSON.stringify({ topic: 'user.8', data: { type: 'notification', id: 2 } }));
    await until(() => received.length === 1);
    expect(received[0].data).toEqual({ type: 'notification', id: 1 });
  });

  it('resubscribes every topic after the server restarts', async () => {
    const { live, server, restart, states } = await setUp();
    live.subscribe('user.7', () => undefined);
    live.start();
    await until(() => subscribed(server().seen[0]).length === 1);
    live.subscribe('app-changes.7', () => undefined);
    await until(() => subscribed(server().seen[0]).length === 2);
    const second = await restart();
    await until(() => subscribed(second.seen[0]).length === 2);
    expect(subscribed(second.seen[0])).toEqual(['app-changes.7', 'user.7']);
    expect(states).toEqual(['connecting', 'connected', 'connecting', 'connected']);
  });

  it('refreshes the token after a 4401 close and reconnects with the new one', async () => {
    const { live, server, refreshes } = await setUp();
    live.start();
    await until(() => server().seen.length === 1);
    server().seen[0].socket.close(4401, 'Unauthenticated');
    await until(() => server().seen.length === 2);
    expect(refreshes()).toBe(1);
    expect(server().seen.map((s) => s.token)).toEqual(['first-token', 'fresh-token-1']);
  });

  it('after a 4205 close (a restore) tells the reset listeners once reconnected, and not after a plain reconnect', async () => {
    const { live, server } = await setUp();
    let resets = 0;
    live.onReset(() => (resets += 1));
    live.start();
    await until(() => server().seen.length === 1);
    server().seen[0].socket.close(1001, 'Going away');
    await until(() => server().seen.length === 2 && live.getState() === 'connected');
    expect(resets).toBe(0);
    server().seen[1].socket.close(4205, 'Reset');
    await until(() => resets === 1);
    expect(server().seen).toHaveLength(3);
    expect(server().seen[2].token).toBe('first-token');
  });

  it('on stop (logout) unsubscribes every topic, disconnects and stays disconnected', async () => {
    const { live, server, states } = await setUp();
    live.subscribe('user.7', () => undefined);
    live.start();
    await until(() => subscribed(server().seen[0]).length === 1);
    live.stop();
    await until(() => server().seen[0].socket.readyState === WebSocket.CLOSED);
    expect(server().seen[0].commands.at(-1)).toEqual({ command: 'unsubscribe', topic: 'user.7' });
    expect(live.getState()).toBe('disconnected');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server().seen).toHaveLength(1);
    expect(states.at(-1)).toBe('disconnected');
  });
});
