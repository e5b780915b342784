/** The sockets of this process: who is behind each one and which topics it follows. */
import type { WebSocket } from 'ws';

export interface Connection {
  socket: WebSocket;
  userId: number;
  token: string;
  topics: Set<string>;
}

export interface LiveMessage {
  topic: string;
  data: { type: string; [key: string]: unknown };
}

/** Close codes the client understands: 4401 means "refresh the token and reconnect". */
export const CLOSE_UNAUTHENTICATED = { code: 4401, reason: 'Unauthenticated' } as const;
/** 4205 (HTTP's 205 Reset Content): the project's data was replaced; reconnect and read everything again. */
export const CLOSE_RESET = { code: 4205, reason: 'Reset' } as const;

export function connectionRegistry() {
  const connections = new Set<Connection>();
  return {
    add(connection: Connection) {
      connections.add(connection);
      return () => void connections.delete(connection);
    },
    following(topic: string) {
      return [...connections].filter((c) => c.topics.has(topic));
    },
    ofUser(userId: number) {
      return [...connections].filter((c) => c.userId === userId);
    },
    all: () => [...connections],
    size: () => connections.size,
  };
}

export type ConnectionRegistry = ReturnType<typeof connectionRegistry>;

export function send(connection: Connection, message: LiveMessage) {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
}
