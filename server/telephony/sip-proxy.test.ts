/**
 * Telephony on a real SIP proxy: Debian's Kamailio with the generated configuration, asking a real console
 * (both databases) for digest secrets and routes, Node SIP phones (JsSIP) on loopback. A door panel calls an
 * apartment, both residents ring, one answers, the other hears "answered by another user" on their live
 * topic, DTMF reaches the panel, and the call lands in the history of those who took part.
 */
import { recentCallsQuery } from '../../custom/dialer/recent-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type LiveClient, liveClient } from '../live/test-client';
import { SipPhone, sessionEvent } from '../../fleet/sip-phone';
import { type SipProxy, startSipProxy } from './sip-proxy-process';
import { freePort } from '../free-port';

const SECRET = 'test-proxy-secret';

/** A step that must happen within 5 s, named in the failure (a test timeout says nothing of where it waited). */
const within = <T>(promise: Promise<T>, step: string, ms = 5000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${step}: nothing within ${ms} ms`)), ms))]);
const DOMAIN = '127.0.0.1';

describe.each(DIALECTS)('calls through Kamailio on %s', (dialect) => {
  let server: TestServer;
  let proxy: SipProxy;
  let admin: string;
  const phones: SipPhone[] = [];
  const sockets: LiveClient[] = [];

  const phone = async (number: string, password: string) => {
    const created = new SipPhone({ number, password, wsUrl: proxy.wsUrl, domain: DOMAIN });
    phones.push(created);
    return created;
  };
  const passwordOf = async (number: string) =>
    String((await server.store.db.selectFrom('virtual_numbers').select('password').where('number', '=', number).executeTakeFirstOrThrow()).password);
  const historyOf = async (token: string) => (await server.request('GET', '/call-history/items', { token, query: { size: 50, sort: '-started_at' } })).body.data as Record<string, unknown>[];

  beforeAll(async () => {
    server = await startServer(dialect, { config: { telephony: { proxySecret: SECRET } } });
    admin = await server.login('admin');
    const [sip, ws] = [await freePort(), await freePort()];
    proxy = await startSipProxy({ sip: { host: '127.0.0.1', port: sip }, ws: { host: '127.0.0.1', port: ws }, consoleUrl: `${server.url}/api/v0`, secret: SECRET, aliases: [] });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(phones.map((p) => p.stop().catch(() => undefined)));
    if (process.env.SIP_TEST_LOG) (await import('node:fs')).writeFileSync(`${process.env.SIP_TEST_LOG}-${dialect}.log`, proxy.log());
    await proxy?.stop();
    await server?.close();
  });

  it("gives a resident their own number's account for the web phone, and nobody else's", async () => {
    const token = await server.login('resident1');
    const { body } = await server.request('GET', '/profile/sip-account', { token });
    expect(body).toMatchObject({ available: true, numbers: [{ number: '1001', password: await passwordOf('1001') }] });
    expect((await server.request('GET', '/profile/sip-account', { token: await server.login('manager.a') })).body).toEqual({ available: false, reason: 'no_number' });
    expect((await server.request('GET', '/virtual-numbers/1', { token: admin })).body.data).not.toHaveProperty('password');
  });

  it('registers a number with its password only', async () => {
    await (await phone('1001', await passwordOf('1001'))).register();
    const wrong = await phone('1002', 'Wrong-Password1');
    await expect(wrong.register()).rejects.toMatchObject({ status: 403 });
    const unknown = await phone('7777', 'Any-Password1');
    await expect(unknown.register()).rejects.toMatchObject({ status: 403 });
    expect(proxy.log()).not.toMatch(/ERROR: .*(http_client|jansson)/);
  });

  it("rings every resident of an apartment; one answers, the others are told who did, DTMF reaches the door", async () => {
    // A second resident in apartment 111, with a number.
    const apartment = Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Apartment 111').executeTakeFirstOrThrow()).id);
    const role = (await server.request('GET', '/roles/items', { token: admin, query: { size: 50 } })).body.data.find((r: { name: string }) => r.name === 'Resident');
    const neighbour = (await server.request('PUT', '/users', { token: admin, body: { login: `flatmate.${dialect}`, name: 'Flatmate', password: 'flatmate-password', role_id: role.id, domain_ids: [apartment], send_registration_link: false } })).body.data;
    expect((await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '1011', user_id: neighbour.id, domain_id: apartment, password: 'Flatmate1234' } })).status).toBe(201);
    const watcher = await liveClient(server.url, await server.login(`flatmate.${dialect}`, 'flatmate-password'));
    sockets.push(watcher);
    await watcher.subscribe('calls-management.1011');
    await expect(watcher.subscribe('calls-management.1001')).rejects.toThrow(/prohibited|refused/);

    const resident = phones[0];
    const flatmate = await phone('1011', 'Flatmate1234');
    await flatmate.register();
    const door = await phone('2001', await passwordOf('2001'));
    await door.register();

    const outgoing = door.call('111');
    const [ringing, alsoRinging] = await Promise.all([resident.nextCall(), flatmate.nextCall()]);
    expect(ringing.remote_identity.uri.user).toBe('2001');
    const heard = ringing as unknown as { _request: { getHeader(name: string): string } };
    expect(heard._request.getHeader('x-target-callee')).toBe('111');
    const calling = await watcher.next((m) => m.data.type === 'CallUpdated' && (m.data.call as { status: string }).status === 'calling');
    expect(calling.data.call).toMatchObject({ caller: '2001', callee: '111' });

    const elsewhere = sessionEvent(alsoRinging, 'failed');
    resident.answer(ringing);
    await sessionEvent(outgoing, 'confirmed');
    expect((await elsewhere).originator).toBe('remote');
    const answered = await watcher.next((m) => m.data.type === 'CallUpdated' && (m.data.call as { status: string }).status === 'answered');
    expect(answered.data.call).toMatchObject({ answered_by: '1001' });

    ringing.sendDTMF('#', { duration: 160, interToneGap: 1200 });
    await expect.poll(() => door.tones, { timeout: 3000 }).toEqual(['#']);
    const ended = sessionEvent(ringing, 'ended');
    outgoing.terminate();
    await ended;
    await watcher.next((m) => m.data.type === 'CallUpdated' && (m.data.call as { status: string }).status === 'destroyed');

    const mine = await historyOf(await server.login('resident1'));
    expect(mine[0]).toMatchObject({ from_number: '2001', to_number: '111', answered_by: '1001', status: 'destroyed', result: 'answered' });
    expect(typeof mine[0].duration).toBe('number');
    // The flatmate, rung but not answering, has it too; a neighbour it never rang does not.
    const theirs = await historyOf(await server.login(`flatmate.${dialect}`, 'flatmate-password'));
    const seen = theirs.find((row) => row.call_id === mine[0].call_id);
    expect(seen).toMatchObject({ answered_by: '1001', result: 'answered' });
    expect(seen?.rung_user_ids).toHaveLength(2);
    expect(seen?.rung_user_ids).toContain(neighbour.id);
    expect((await historyOf(await server.login('resident2'))).some((row) => row.call_id === mine[0].call_id)).toBe(false);
    // The flatmate's web phone lists it among their recent calls, though it was neither from, to nor answered by them.
    const recent = (await server.request('GET', '/call-history/items', { token: admin, query: recentCallsQuery('1011', neighbour.id) })).body.data as Record<string, unknown>[];
    expect(recent.map((row) => row.call_id)).toContain(mine[0].call_id);
  });

  it('records a refused call as busy and an SOS call in the SOS call history', async () => {
    const door = phones.find((p) => p.options.number === '2001')!;
    const flatmate = phones.find((p) => p.options.number === '1011')!;
    const sos = door.call('111', ['X-BAS-CALL-SOS: 1']);
    for (const ringing of await Promise.all([phones[0].nextCall(), flatmate.nextCall()])) ringing.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
    expect((await sessionEvent(sos, 'failed')).message?.status_code).toBe(486);
    await expect
      .poll(async () => (await server.request('GET', '/devices/alarms-calls/items', { token: admin, query: { sort: '-started_at' } })).body.data[0], { timeout: 3000 })
      .toMatchObject({ from_number: '2001', to_number: '111', is_sos: true, result: 'busy', status: 'destroyed' });
  });

  /** Block A's number `number`, made with `fields`, called by the door panel: 1001 is busy, 1011 answers. */
  async function firstBusySecondAnswers(number: string, fields: Record<string, unknown>) {
    const blockA = Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Block A').executeTakeFirstOrThrow()).id);
    expect((await server.request('PUT', '/virtual-numbers', { token: admin, body: { number, domain_id: blockA, ...fields } })).status).toBe(201);
    const door = phones.find((p) => p.options.number === '2001')!;
    const flatmate = phones.find((p) => p.options.number === '1011')!;
    const outgoing = door.call(number);
    (await phones[0].nextCall()).terminate({ status_code: 486, reason_phrase: 'Busy Here' });
    const second = await flatmate.nextCall();
    flatmate.answer(second);
    await sessionEvent(outgoing, 'confirmed');
    outgoing.terminate();
    await expect
      .poll(async () => (await historyOf(admin)).find((row) => row.to_number === number), { timeout: 3000 })
      .toMatchObject({ answered_by: '1011', result: 'answered', rung: ['1001', '1011'] });
  }

  it('goes on to the next queue of a forward rule when the first is busy', async () => {
    const rule = (await server.request('PUT', '/forward-rules', { token: admin, body: { name: 'Desk', queues: [{ numbers: ['1001'] }, { numbers: ['1011'] }], redirect_if_no_answer: { is_immediately: true, timeout: 20 }, redirect_if_error: { enabled: true, timeout: 10 } } })).body.data;
    await firstBusySecondAnswers('901', { forward_mode: 'manual', forward_rules: [rule.id] });
  });

  it("rings a call queue's members one by one: the first busy, the second answers", async () => {
    const queue = (await server.request('PUT', '/call-queues', { token: admin, body: { name: 'Concierges', members: ['1001', '1011'], strategy: 'in_order' } })).body.data;
    await firstBusySecondAnswers('903', { call_queue_id: queue.id });
  });

  it('goes on to the next queue when nobody answers within the stage time', async () => {
    const rule = (await server.request('PUT', '/forward-rules', { token: admin, body: { name: 'Quick', queues: [{ numbers: ['1001'] }, { numbers: ['1011'] }], redirect_if_no_answer: { is_immediately: true, timeout: 1 } } })).body.data;
    const blockA = Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Block A').executeTakeFirstOrThrow()).id);
    expect((await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '902', domain_id: blockA, forward_mode: 'manual', forward_rules: [rule.id] } })).status).toBe(201);
    const door = phones.find((p) => p.options.number === '2001')!;
    const flatmate = phones.find((p) => p.options.number === '1011')!;
    const started = Date.now();
    const outgoing = door.call('902');
    const confirmed = sessionEvent(outgoing, 'confirmed', 5000);
    const first = await phones[0].nextCall();
    const gaveUp = sessionEvent(first, 'failed', 3000);
    const second = await flatmate.nextCall(3000);
    await gaveUp;
    // The first queue rang its second, not the default minute.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3000);
    flatmate.answer(second);
    await confirmed;
    outgoing.terminate();
    await expect
      .poll(async () => (await historyOf(admin)).find((row) => row.to_number === '902'), { timeout: 3000 })
      .toMatchObject({ answered_by: '1011', result: 'answered' });
  });

  it('refuses numbers that do not exist and callers the role does not allow', async () => {
    const door = phones.find((p) => p.options.number === '2001')!;
    const nowhere = door.call('555');
    expect((await sessionEvent(nowhere, 'failed')).message?.status_code).toBe(404);
    // Block B's apartment is not in the line of Block A's door panel.
    const blockB = door.call('211');
    expect((await sessionEvent(blockB, 'failed')).message?.status_code).toBe(403);
  });

  it("makes a door panel's call to a concierge an awaiting call, which the concierge holds and resumes while the console follows", async () => {
    const blockA = Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Block A').executeTakeFirstOrThrow()).id);
    const role = (await server.request('PUT', '/roles', { token: admin, body: { name: `Concierge ${dialect}`, permissions: ['calls.concierge.receive', 'calls.call.descendants'] } })).body.data;
    const user = (await server.request('PUT', '/users', { token: admin, body: { login: `concierge.${dialect}`, name: 'Concierge', password: 'concierge-password', role_id: role.id, domain_ids: [blockA], send_registration_link: false } })).body.data;
    expect((await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '1960', user_id: user.id, domain_id: blockA, password: 'Concierge1234' } })).status).toBe(201);
    const concierge = await phone('1960', 'Concierge1234');
    await concierge.register();
    const door = phones.find((p) => p.options.number === '2001')!;
    const callRow = async () => (await historyOf(admin)).find((row) => row.to_number === '1960');

    const outgoing = door.call('1960', ['x-speech-type: normal']);
    const ringing = await concierge.nextCall();
    const heard = ringing as unknown as { _request: { getHeader(name: string): string } };
    expect(heard._request.getHeader('x-speech-type')).toBe('awaiting');
    const confirmed = sessionEvent(outgoing, 'confirmed');
    concierge.answer(ringing);
    await confirmed;
    await expect.poll(callRow, { timeout: 3000 }).toMatchObject({ type: 'awaiting', status: 'answered', answered_by: '1960' });

    const doorHeld = within(new Promise((resolve) => outgoing.once('hold', resolve)), 'the door panel hears the hold');
    // The concierge may resume only once its hold's re-INVITE is answered (JsSIP refuses a second offer before).
    const holdAnswered = within(new Promise<void>((resolve) => expect(ringing.hold({}, resolve)).toBe(true)), 'the hold is answered');
    await Promise.all([doorHeld, holdAnswered]);
    await expect.poll(callRow, { timeout: 3000 }).toMatchObject({ status: 'answered_waiting' });
    const resumed = within(new Promise<void>((resolve) => expect(ringing.unhold({}, resolve)).toBe(true)), 'the call resumes');
    await resumed;
    await expect.poll(callRow, { timeout: 3000 }).toMatchObject({ status: 'answered' });

    // The concierge's management list has it; stopping it there tells the phones (CallStop), and the phone
    // talking hangs up as the web phone does.
    const token = await server.login(`concierge.${dialect}`, 'concierge-password');
    const listed = (await server.request('GET', '/calls/management/list', { token })).body.data as { id: number; call_id: string; from_number: string; status: string }[];
    const managed = listed.find((row) => row.from_number === '2001');
    expect(managed).toMatchObject({ status: 'answered' });
    expect((await server.request('POST', `/calls/management/${managed!.id}/stop`, { token: await server.login('resident1') })).status).toBe(403);
    const watcher = await liveClient(server.url, token);
    sockets.push(watcher);
    await watcher.subscribe('calls-management.1960');
    const stopAsked = watcher.next((m) => m.data.type === 'CallStop');
    expect((await server.request('POST', `/calls/management/${managed!.id}/stop`, { token })).status).toBe(200);
    expect((await stopAsked).data.call).toEqual({ call_id: managed!.call_id });
    const ended = Promise.all([sessionEvent(ringing, 'ended'), sessionEvent(outgoing, 'ended')]);
    ringing.terminate();
    await ended;
    await expect.poll(callRow, { timeout: 3000 }).toMatchObject({ status: 'destroyed', result: 'answered' });
    expect(((await server.request('GET', '/calls/management/list', { token })).body.data as { id: number }[]).map((row) => row.id)).not.toContain(managed!.id);
    expect((await server.request('POST', `/calls/management/${managed!.id}/stop`, { token })).status).toBe(404);
    // A resident's call to the concierge is a normal one.
    const resident = phones[0];
    const fromResident = resident.call('1960');
    const residentRinging = await concierge.nextCall();
    expect((residentRinging as unknown as { _request: { getHeader(name: string): string } })._request.getHeader('x-speech-type')).toBe('normal');
    fromResident.terminate();
  });
});
