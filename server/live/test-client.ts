/**
 * A live channel client for tests, over a real WebSocket (ws): sends commands and waits for messages.
 *
 * @example
 * const client = await liveClient(server.url, token);
 * await client.subscribe('entity.devices'); // resolves on {type:'subscribed'} or rejects on an error
 * const message = await client.next((m) => m.topic === 'entity.devices');
 */
import WebSocket from 'ws';
import type { LiveMessage } from './connections';

export interface LiveClient {
  messages: LiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
  send(command: object): void;
  subscribe(topic: string): Promise<LiveMessage>;
  /** The first message (received or still to come) matching `match`, after `from` (index). */
  next(match: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  close(): void;
}

export function wsUrl(serverUrl: string, token: string) {
  return `${serverUrl.replace(/^http/, 'ws')}/api/v0/ws?access_token=${encodeURIComponent(token)}`;
}

export function liveClient(serverUrl: string, token: string): Promise<LiveClient> {
  const socket = new WebSocket(wsUrl(serverUrl, token));
  const messages: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (frame) => {
    messages.push(JSON.parse(String(frame)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const next = (match: (message: LiveMessage) => boolean, timeoutMs = 5000) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  const client: LiveClient = {
    messages,
    closed,
    send: (command) => socket.send(JSON.stringify(command)),
    async subscribe(topic) {
      client.send({ command: 'subscribe', topic });
      const answer = await next((m) => m.topic === topic && ['subscribed', 'error'].includes(m.data.type));
      if (answer.data.type === 'error') throw Object.assign(new Error(`refused ${topic}: ${answer.data.message}`), { answer });
      return answer;
    },
    next,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}
