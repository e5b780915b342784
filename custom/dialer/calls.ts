/**
 * The dialer's calls (000 §3.15, §4.1-4.2): statuses, what the server's CallUpdated means to each, which
 * actions a call allows, and how long an ended call stays on screen.
 */
export const CALL_STATUSES = ['new', 'calling', 'paused', 'processed_paused', 'active', 'destroyed', 'joining'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export type CallDirection = 'outgoing' | 'incoming';
export type CallType = 'normal' | 'awaiting';

/** An ended call leaves the list after this long (001 §9). */
export const CALL_REMOVAL_MS = 5_000;

export interface DialerCall {
  /** The SIP Call-ID, which the server's call records carry too. */
  id: string;
  /** The other party's number. */
  number: string;
  direction: CallDirection;
  type: CallType;
  status: CallStatus;
  /** ms since the epoch. */
  started: number;
  sosCall: boolean;
  /** The number that picked up, when the server says so. */
  answeredBy?: string;
  /** The number dialled when a group's call rang here (x-target-callee). */
  targetCallee?: string;
  micMuted: boolean;
  volumeMuted: boolean;
  /** The other side sends a picture (a door panel's camera). */
  hasVideo?: boolean;
  /** When it became destroyed (it leaves the list CALL_REMOVAL_MS later). */
  endedAt?: number;
  /** The awaiting call on hold this call was made from. */
  parentId?: string;
  /** The server has recorded the call's end (its CallUpdated said destroyed): the history has its result. */
  settled?: boolean;
}

/**
 * How many calls the server has recorded as ended: the recent calls are read again when it grows. The phone's
 * own end comes first, often before the proxy's report has written the result.
 */
export const settledCalls = (calls: readonly DialerCall[]) => calls.filter((call) => call.settled).length;

/** 000 §4.2 "server status mapping". */
const SERVER_TO_DIALER: Record<string, CallStatus> = {
  new: 'new',
  calling: 'calling',
  destroyed: 'destroyed',
  answered: 'active',
  waiting: 'paused',
  answered_waiting: 'processed_paused',
};

export function dialerStatusOf(serverStatus: string): CallStatus | undefined {
  return SERVER_TO_DIALER[serverStatus];
}

/**
 * Another of the group's phones answered a call that rang here: its controls are disabled (000 §4.2). Only an
 * incoming call rings on several phones; an outgoing call answered by its callee is this phone's own call.
 */
export function answeredElsewhere(call: Pick<DialerCall, 'answeredBy' | 'direction'>, ownNumber: string): boolean {
  return call.direction === 'incoming' && call.answeredBy !== undefined && call.answeredBy !== ownNumber;
}

/** Hold is for awaiting-type calls only, while they talk (000 §4.2). */
export const canHold = (call: DialerCall) => call.type === 'awaiting' && call.status === 'active';
export const canResume = (call: DialerCall) => call.type === 'awaiting' && (call.status === 'paused' || call.status === 'processed_paused');
export const canAnswer = (call: DialerCall) => call.direction === 'incoming' && call.status === 'calling';
export const canHangUp = (call: DialerCall) => call.status !== 'destroyed';
/** Door opening by DTMF makes sense only while talking. */
export const canOpenDoor = (call: DialerCall) => call.status === 'active';

/**
 * What starting or accepting another call does to this one (000 §4.2): a normal call is cancelled, an awaiting
 * call is paused while it talks, else stopped. Both ask the user first.
 */
export function interruptionOf(call: DialerCall): 'cancel' | 'pause' | 'stop' | undefined {
  if (call.status === 'destroyed') return undefined;
  if (call.type === 'normal') return 'cancel';
  return call.status === 'active' ? 'pause' : 'stop';
}

/** The call that starting or accepting another (`except`) would interrupt: the one talking, if any. */
export function callToInterrupt(calls: readonly DialerCall[], except?: string): DialerCall | undefined {
  return calls.find((call) => call.id !== except && (call.status === 'active' || call.status === 'joining'));
}

/**
 * A call made from an awaiting call that has ended while its parent waits on hold: the user is asked whether
 * to return to the parent (000 §4.2). `asked` holds the children already asked about.
 */
export function parentToReturnTo(calls: readonly DialerCall[], asked: ReadonlySet<string>): { child: DialerCall; parent: DialerCall } | undefined {
  for (const child of calls) {
    if (child.status !== 'destroyed' || !child.parentId || asked.has(child.id)) continue;
    const parent = calls.find((call) => call.id === child.parentId && (call.status === 'paused' || call.status === 'processed_paused'));
    if (parent) return { child, parent };
  }
  return undefined;
}

/** The calls still shown at `now`: ended ones go CALL_REMOVAL_MS after they ended. */
export function shownCalls(calls: readonly DialerCall[], now: number): DialerCall[] {
  return calls.filter((call) => call.status !== 'destroyed' || (call.endedAt ?? now) + CALL_REMOVAL_MS > now);
}

/** Seconds since a call started, for the timer shown beside it (updated each second). */
export const elapsedSeconds = (call: DialerCall, now: number) => Math.max(0, Math.floor((now - call.started) / 1000));
