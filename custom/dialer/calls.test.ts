import { describe, expect, it } from 'vitest';
import { type DialerCall, answeredElsewhere, callToInterrupt, canAnswer, canHold, canOpenDoor, canResume, dialerStatusOf, elapsedSeconds, interruptionOf, parentToReturnTo, settledCalls, shownCalls } from './calls';

const call = (overrides: Partial<DialerCall> = {}): DialerCall => ({
  id: 'c1', number: '2001', direction: 'incoming', type: 'normal', status: 'calling', started: 1_000, sosCall: false, micMuted: false, volumeMuted: false, ...overrides,
});

describe('dialer calls (000 §4.1-4.2)', () => {
  it("maps the server's statuses as the spec does", () => {
    expect(['new', 'calling', 'destroyed', 'answered', 'waiting', 'answered_waiting', 'bogus'].map(dialerStatusOf)).toEqual(['new', 'calling', 'destroyed', 'active', 'paused', 'processed_paused', undefined]);
  });

  it('holds and resumes awaiting calls only', () => {
    expect(canHold(call({ status: 'active' }))).toBe(false);
    expect(canHold(call({ status: 'active', type: 'awaiting' }))).toBe(true);
    expect(canResume(call({ status: 'paused', type: 'awaiting' }))).toBe(true);
    expect(canResume(call({ status: 'paused' }))).toBe(false);
  });

  it('answers ringing incoming calls and opens doors while talking', () => {
    expect(canAnswer(call())).toBe(true);
    expect(canAnswer(call({ direction: 'outgoing' }))).toBe(false);
    expect(canOpenDoor(call())).toBe(false);
    expect(canOpenDoor(call({ status: 'active' }))).toBe(true);
  });

  it('cancels a normal call, pauses a talking awaiting call and stops a ringing one when another starts', () => {
    expect(interruptionOf(call())).toBe('cancel');
    expect(interruptionOf(call({ type: 'awaiting', status: 'active' }))).toBe('pause');
    expect(interruptionOf(call({ type: 'awaiting', status: 'calling' }))).toBe('stop');
    expect(interruptionOf(call({ status: 'destroyed' }))).toBeUndefined();
  });

  it('tells a call answered by another phone of the group from one answered here', () => {
    expect(answeredElsewhere(call({ answeredBy: '1011' }), '1001')).toBe(true);
    expect(answeredElsewhere(call({ answeredBy: '1001' }), '1001')).toBe(false);
    expect(answeredElsewhere(call(), '1001')).toBe(false);
  });

  it("keeps the caller's own call when the callee answers: only an incoming call is answered elsewhere", () => {
    // resident 1001 dials 1900; the concierge answers: the server says answered_by 1900 on the caller's call too.
    const dialled = call({ number: '1900', direction: 'outgoing', status: 'active', answeredBy: '1900' });
    expect(answeredElsewhere(dialled, '1001')).toBe(false);
    expect(answeredElsewhere(call({ number: '1900', direction: 'outgoing', answeredBy: '1900' }), '1001')).toBe(false);
  });

  it('keeps an ended call on screen for 5 s, and counts seconds since the start', () => {
    const ended = call({ status: 'destroyed', endedAt: 10_000 });
    expect(shownCalls([ended, call({ id: 'c2' })], 14_999).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(shownCalls([ended, call({ id: 'c2' })], 15_000).map((c) => c.id)).toEqual(['c2']);
    expect(elapsedSeconds(call(), 62_500)).toBe(61);
  });

  it('interrupts the call that talks, never the one being started', () => {
    const talking = call({ id: 'a', status: 'active', type: 'awaiting' });
    const ringing = call({ id: 'b' });
    expect(callToInterrupt([talking, ringing], 'b')?.id).toBe('a');
    expect(callToInterrupt([talking, ringing], 'a')).toBeUndefined();
    expect(callToInterrupt([ringing])).toBeUndefined();
  });

  it('offers to return to an awaiting call on hold once the call made from it ends, once', () => {
    const parent = call({ id: 'p', type: 'awaiting', status: 'paused' });
    const child = call({ id: 'k', direction: 'outgoing', status: 'destroyed', parentId: 'p' });
    expect(parentToReturnTo([parent, child], new Set())).toEqual({ child, parent });
    expect(parentToReturnTo([parent, child], new Set(['k']))).toBeUndefined();
    expect(parentToReturnTo([parent, { ...child, status: 'active' }], new Set())).toBeUndefined();
    expect(parentToReturnTo([{ ...parent, status: 'destroyed' }, child], new Set())).toBeUndefined();
  });

  it("reads the recent calls again when the server has recorded an end, not on the phone's own", () => {
    expect(settledCalls([call({ status: 'destroyed' }), call({ id: 'c2', status: 'destroyed', settled: true })])).toBe(1);
  });
});
