/**
 * What travels between server processes on the live channel's pub/sub (event-bus.ts): a committed record
 * change, a user's sign-ins that ended, the whole project replaced, or a message for one topic (notifications, role changes).
 */
// The core declares what it reports (crud/changes.ts); the live channel implements it.
import type { RecordChange } from '../crud/changes';

export type { ChangeAction, LiveSink, RecordChange } from '../crud/changes';

export type LiveEvent =
  | ({ kind: 'change' } & RecordChange)
  | { kind: 'sessions'; userId: number }
  // The project's data was replaced (a backup applied): every socket closes so its client reads again.
  | { kind: 'reset' }
  | { kind: 'message'; topic: string; data: { type: string; [key: string]: unknown } };
