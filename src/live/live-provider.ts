/**
 * The live channel as one small typed interface (like react-admin's DataProvider): the console talks to
 * this, the WebSocket implementation (websocket-live-provider.ts) or the test double (test-live-provider.ts)
 * sits behind it. States are 000 §4.1's: disconnected, connecting, connected.
 */
export type LiveState = 'disconnected' | 'connecting' | 'connected';

export interface LiveMessage {
  topic: string;
  data: { type: string; [key: string]: unknown };
}

export type LiveHandler = (message: LiveMessage) => void;

export interface LiveProvider {
  /** Connects and keeps reconnecting while wanted (a signed-in shell wants it). */
  start(): void;
  /** Unsubscribes every topic and stops (logout). */
  stop(): void;
  /** Follows a topic; the returned function stops following. Topics are resubscribed after reconnects. */
  subscribe(topic: string, handler: LiveHandler): () => void;
  publish(topic: string, text: string): void;
  getState(): LiveState;
  onStateChange(listener: (state: LiveState) => void): () => void;
  /** Told once the channel is back after the server said the project's data was replaced (a restore): read everything again. */
  onReset(listener: () => void): () => void;
}

/** Private topics of a user (server/live/topics.ts). */
export const userTopic = (userId: number | string) => `user.${userId}`;
export const appChangesTopic = (userId: number | string) => `app-changes.${userId}`;
export const entityTopic = (path: string) => `entity.${path}`;
