/**
 * Announcements and polls (issue 15 §7) over real HTTP and a real SMTP receiver, on SQLite and PostgreSQL:
 * written while new (recipients required, a poll answerable, the body sanitised), started (the generated
 * command) to the users of a group subtree by e-mail in their language with their own link, answered once on
 * that link without signing in (also under two submissions at once), counted per question, stopped;
 * scheduled ones go out when due; a started one cannot be edited; deleting takes its responses along.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestServer, startAccountServer, tokenFromMail } from '../account/account-test-server';
import { DIALECTS, storeFingerprint } from '../test-support/server';
import { announceMailer } from './announce-mail';
import { deliverDue } from './announces';
import { announceTexter } from './announce-sms';
import { smtpMailer } from '../mail/smtp-mailer';
import { manualClock } from '../scheduler/clock';
import { createScheduler } from '../scheduler/scheduler';

type Row = Record<string, any>;

describe.each(DIALECTS)('announcements on %s', (dialect) => {
  let server: AccountTestServer;
  let admin: string;
  const groups: Record<string, number> = {};

  beforeAll(async () => {
    server = await startAccountServer(dialect);
    admin = await server.login('admin');
    for (const row of (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data as Row[]) groups[row.name] = row.id;
  });
  afterAll(async () => server?.close());

  const poll = (extra: Row = {}) => ({
    name: `Bike shed ${dialect}`,
    subject: 'Which colour for the bike shed?',
    type: 'poll',
    body: '<p>Please <strong>vote</strong> by Friday.</p><script>alert(1)</script>',
    domains: [groups['Block A entrance 1']],
    type_info: { questions: [{ text: 'Colour', answers: ['Green', 'Blue', 'Red'] }, { text: 'Anything else?', answers: [] }], poll_multi_answers_allowed: false, poll_user_answer_allowed: true },
    ...extra,
  });
  const create = (body: Row) => server.request('PUT', '/announces', { token: admin, body });
  const command = (id: number, name: string) => server.request('POST', `/announces/${id}/${name}`, { token: admin });

  it('refuses an announcement without recipients and a poll that cannot be answered, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    const none = await create(poll({ domains: [], users: [] }));
    expect(none.status).toBe(422);
    expect(none.body.error.fields.users).toBe('Announce must have recipients');
    const noQuestions = await create(poll({ type_info: { questions: [] } }));
    expect(noQuestions.body.error.fields['type_info.questions']).toBe('A poll needs at least one question');
    const noAnswers = await create(poll({ type_info: { questions: [{ text: 'Colour', answers: [] }], poll_user_answer_allowed: false } }));
    expect(noAnswers.body.error.fields['type_info.questions.0.answers']).toBe('A poll needs answers or a custom answer');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('sends a poll to the users of a group subtree by e-mail with their own link, answered once without signing in', async () => {
    const made = await create(poll());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ status: 'new', body: '<p>Please <strong>vote</strong> by Friday.</p>' });

    const after = Date.now();
    const started = await command(id, 'start');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'active', recipients_count: 2 });
    const [mail1, mail2] = await Promise.all(['resident1@example.com', 'resident2@example.com'].map((to) => server.smtp.waitFor(to, { after })));
    expect(mail1.subject).toBe('Which colour for the bike shed?');
    expect(mail1.text).toContain('Please vote by Friday.');
    expect(server.smtp.messages.filter((m) => m.receivedAt >= after && m.to.includes('resident3@example.com'))).toHaveLength(0);
    const token1 = tokenFromMail(mail1.text, '/announce/');
    const token2 = tokenFromMail(mail2.text, '/announce/');

    const resident1 = await server.login('resident1');
    const notices = (await server.request('GET', '/notifications/items', { token: resident1, query: { size: 50 } })).body.data as Row[];
    expect(notices.some((n) => n.type === 'announce_received' && Number(n.data.announce_id) === id)).toBe(true);

    const page = await server.request('GET', `/announces/token/${token1}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ subject: 'Which colour for the bike shed?', type: 'poll', open: true });
    expect((await server.request('GET', '/announces/token/not-a-real-token-at-all')).status).toBe(401);

    const answer = (token: string, answers: unknown) => server.request('POST', '/announces/response', { body: { token, answers } });
    expect((await answer(token1, [{ question: 0, choices: [5] }])).status).toBe(422);
    expect((await answer(token1, [{ question: 0, choices: [0, 1] }])).status).toBe(422);
    expect((await answer(token1, [{ question: 7, choices: [0] }])).status).toBe(422);
    expect((await answer(token1, [{ question: 0, choices: [1] }, { question: 1, custom: 'A roof, please' }])).status).toBe(200);
    expect((await answer(token1, [{ question: 0, choices: [2] }])).status).toBe(409);
    // Two submissions of the same link at once: one is stored.
    const both = await Promise.all([answer(token2, [{ question: 0, choices: [1] }]), answer(token2, [{ question: 0, choices: [0] }])]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);

    const ofPoll = { filters: { items: [{ field: 'announce_id', rule: 'equals', value: id }] } };
    const counts = (await server.request('GET', '/announces/results/items', { token: admin, query: ofPoll })).body.data as Row[];
    const colour = counts.filter((row) => row.question === 0);
    expect(colour.map((row) => row.count).reduce((x: number, y: number) => x + y, 0)).toBe(2);
    expect(colour[1].count).toBeGreaterThanOrEqual(1);

    const responses = await server.request('GET', '/announces/responses/items', { token: admin, query: ofPoll });
    expect(responses.body.data).toHaveLength(2);
    expect(responses.body.data.flatMap((r: Row) => r.answers.map((a: Row) => a.custom)).filter(Boolean)).toEqual(['A roof, please']);
    expect(JSON.stringify(responses.body)).not.toContain('token_hash');
    expect(responses.body.data.every((r: Row) => r.delivery === 'sent' && r.answered_at)).toBe(true);

    expect((await server.request('PATCH', `/announces/${id}`, { token: admin, body: { subject: 'Changed' } })).body.error.code).toBe('editing_prohibited');
    expect((await command(id, 'start')).status).toBe(409);
    expect((await command(id, 'stop')).body.data.status).toBe('stopped');
    expect((await server.request('GET', `/announces/token/${token1}`)).body.data.open).toBe(false);
  });

  it('lets a signed-in recipient read and answer their poll in the console, by the same rules, and no one else', async () => {
    const id = (await create(poll({ name: `In the console ${dialect}` }))).body.data.id;
    await command(id, 'start');
    const [resident1, resident3] = await Promise.all([server.login('resident1'), server.login('resident3')]);
    // The notification opens the poll itself.
    const notices = (await server.request('GET', '/notifications/items', { token: resident1, query: { size: 50 } })).body.data as Row[];
    expect(notices.find((n) => n.type === 'announce_received' && Number(n.data.announce_id) === id)?.popup_action.params.page).toBe(`/announces/received/${id}`);

    const read = await server.request('GET', `/announces/received/${id}`, { token: resident1 });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({ id, subject: 'Which colour for the bike shed?', type: 'poll', open: true, answered_at: null });
    expect(JSON.stringify(read.body)).not.toMatch(/token|users|domains/);

    const answer = (token: string, answers: unknown) => server.request('POST', `/announces/received/${id}/response`, { token, body: { answers } });
    const before = await storeFingerprint(server.store);
    expect((await server.request('GET', `/announces/received/${id}`, { token: resident3 })).status).toBe(404);
    expect((await answer(resident3, [{ question: 0, choices: [0] }])).status).toBe(404);
    expect((await answer(resident1, [{ question: 0, choices: [0, 1] }])).status).toBe(422);
    expect((await server.request('POST', `/announces/received/${id}/response`, { body: { answers: [] } })).status).toBe(401);
    expect(await storeFingerprint(server.store)).toEqual(before);

    expect((await answer(resident1, [{ question: 0, choices: [2] }, { question: 1, custom: 'Paint it soon' }])).status).toBe(200);
    expect((await answer(resident1, [{ question: 0, choices: [1] }])).status).toBe(409);
    expect((await server.request('GET', `/announces/received/${id}`, { token: resident1 })).body.data).toMatchObject({ open: false, answers: [{ question: 0, choices: [2] }, { question: 1, custom: 'Paint it soon' }] });
    const ofPoll = { filters: { items: [{ field: 'announce_id', rule: 'equals', value: id }] } };
    const responses = (await server.request('GET', '/announces/responses/items', { token: admin, query: ofPoll })).body.data as Row[];
    expect(responses.flatMap((r) => r.answers.map((a: Row) => a.custom)).filter(Boolean)).toEqual(['Paint it soon']);
  });

  it('keeps announcements and their recipients from those who may not see them', async () => {
    const id = (await create(poll({ name: `Hidden ${dialect}` }))).body.data.id;
    await command(id, 'start');
    const managerB = await server.login('manager.b');
    expect((await server.request('GET', `/announces/${id}`, { token: managerB })).status).toBe(404);
    const counts = await server.request('GET', '/announces/results/items', { token: managerB, query: { size: 1000 } });
    expect(counts.body.data.filter((r: Row) => r.announce_id === id)).toEqual([]);
    const responses = await server.request('GET', '/announces/responses/items', { token: managerB, query: { size: 100 } });
    expect(responses.body.data.filter((r: Row) => r.announce_id === id)).toEqual([]);
  });

  it('delivers a scheduled announcement when it is due, and never one stopped before', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const due = (await create(poll({ name: `Later ${dialect}`, type: 'info', type_info: undefined, execute_at: future, users: [], domains: [groups['Block B']] }))).body.data.id;
    const stopped = (await create(poll({ name: `Never ${dialect}`, type: 'info', type_info: undefined, execute_at: future }))).body.data.id;
    expect((await command(due, 'start')).body.data).toMatchObject({ status: 'scheduled', recipients_count: 0 });
    expect((await command(stopped, 'start')).body.data.status).toBe('scheduled');
    expect((await command(stopped, 'stop')).body.data.status).toBe('stopped');
    const past = new Date(Date.now() - 1000).toISOString();
    await server.store.db.updateTable('announces').set({ execute_at: past }).where('id', 'in', [due, stopped]).execute();
    const after = Date.now();
    const address = { host: '127.0.0.1', port: 0 } as never;
    await deliverDue(server.store, { email: announceMailer(server.store.db, address, smtpMailer(server.store.db, server.smtp.url)), sms: announceTexter(server.store.db, address, undefined) });
    expect((await server.request('GET', `/announces/${due}`, { token: admin })).body.data).toMatchObject({ status: 'active', recipients_count: 4 }) // Block B's manager and its three residents;
    expect((await server.request('GET', `/announces/${stopped}`, { token: admin })).body.data).toMatchObject({ status: 'stopped', recipients_count: 0 });
    expect((await server.smtp.waitFor('resident5@example.com', { after })).subject).toBe('Which colour for the bike shed?');
    // The author hears that the scheduler sent it (000 §3.14 "announce status changed").
    const notices = (await server.request('GET', '/notifications/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    expect(notices.filter((n) => n.type === 'announce_status_changed' && Number(n.data?.announce_id) === due).map((n) => n.data.status)).toEqual(['active']);
  });

  it('the scheduler delivers a due announcement once, however many server processes look', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const id = (await create(poll({ name: `Scheduler ${dialect}`, type: 'info', type_info: undefined, execute_at: future, users: [], domains: [groups['Block B']] }))).body.data.id;
    expect((await command(id, 'start')).body.data.status).toBe('scheduled');
    await server.store.db.updateTable('announces').set({ execute_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    // Three processes' schedulers over the server's job registry, on one clock: the first look schedules the job,
    // the next due time (15 s on) runs it in one of them.
    const clock = manualClock(new Date());
    const schedulers = [0, 1, 2].map((n) => createScheduler({ db: server.store.db, jobs: server.scheduler.jobs, log: pino({ level: 'silent' }), clock, owner: `process-${n}` }));
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    const after = Date.now();
    clock.advance(15_000);
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    expect((await server.request('GET', `/announces/${id}`, { token: admin })).body.data).toMatchObject({ status: 'active', recipients_count: 4 });
    await server.smtp.waitFor('resident5@example.com', { after });
    expect(server.smtp.to('resident5@example.com').filter((mail) => mail.receivedAt >= after)).toHaveLength(1);
    const runs = await server.store.db.selectFrom('scheduled_runs').select(['result']).where('job', '=', 'announce_delivery').execute();
    expect(runs).toEqual([{ result: 'succeeded' }]);
  });

  it('deletes an announcement with its responses', async () => {
    const id = (await create(poll({ name: `Gone ${dialect}` }))).body.data.id;
    await command(id, 'start');
    expect(await server.rows('announce_responses')).toBeGreaterThan(0);
    const before = Number((await server.store.db.selectFrom('announce_responses').select((eb) => eb.fn.countAll<number>().as('n')).where('announce_id', '=', id).executeTakeFirstOrThrow()).n);
    expect(before).toBe(2);
    expect((await server.request('DELETE', `/announces/${id}`, { token: admin })).status).toBe(200);
    const left = await server.store.db.selectFrom('announce_responses').select('id').where('announce_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});
