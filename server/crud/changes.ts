/**
 * What the core reports after a write commits, and to what (Store.events): the live channel implements the
 * sink (server/live/channel.ts), so the core names no feature to tell of its changes.
 */
export type ChangeAction = 'created' | 'updated' | 'deleted';

/** A committed change of one record, as the repository reports it. */
export interface RecordChange {
  /** The entity's path (`users`, `devices`, …). */
  entity: string;
  id: number;
  action: ChangeAction;
  /** The user who made it (null for the system). */
  by: number | null;
  /** Fields whose value changed (audit diff), so listeners can tell a role reassignment from a rename. */
  fields: string[];
}

/**
 * Where the repository reports what happened (after commit). Ended sign-ins are not reported here:
 * server/auth/sessions.ts reports them itself, in the ending transaction (onSessionsEnded).
 */
export interface LiveSink {
  changed(change: RecordChange): void;
  /** A message for every follower of `topic`, in every process (notifications, alarms). */
  message(topic: string, data: { type: string; [key: string]: unknown }): void;
  /** Once every after-effect begun so far (a role change's notifications) has finished: closing waits for it, as do tests comparing the store. */
  settled(): Promise<void>;
}
