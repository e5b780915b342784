/**
 * A read model (issue 15 §4), proven by a poll's results: `/announces/results` counts the answers in the
 * database, one row per question and answer, and lists, filters, sorts, pages and exports like any list, seen
 * only by those who see the poll, on SQLite and PostgreSQL. Nothing can be written through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('poll results as a read model on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let poll: Row;
  let links: string[] = [];

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const entrance = groups.find((group) => group.name === 'Block B entrance 1')!.id;
    poll = (
      await server.request('PUT', '/announces', {
        token: admin,
        body: { name: 'Playground', subject: 'What should the playground get?', type: 'poll', send_via: 'devices', domains: [entrance], type_info: { questions: [{ text: 'First', answers: ['Swings', 'Slide', 'Sandpit'] }, { text: 'Colour', answers: ['Red', 'Blue'] }], poll_multi_answers_allowed: true } },
      })
    ).body.data;
    expect((await server.request('POST', `/announces/${poll.id}/start`, { token: admin })).status).toBe(200);
    // The recipients' links, as the delivery would have mailed them.
    const { addRecipients, recipientsOf } = await import('./announce-delivery');
    const recipients = await server.store.db.transaction().execute(async (trx) => addRecipients(trx, poll.id, 'email', await recipientsOf(trx, [1], [])));
    links = recipients.map((recipient) => recipient.token);
  });
  afterAll(async () => server?.close());

  const results = (token: string, query: Record<string, unknown> = {}) =>
    server.request('GET', '/announces/results/items', { token, query: { size: 100, filters: { items: [{ field: 'announce_id', rule: 'equals', value: poll.id }] }, ...query } });

  it('counts every answer of every question from the answers given', async () => {
    const respondents = (await server.request('GET', '/announces/responses/items', { token: admin, query: { size: 100, filters: { items: [{ field: 'announce_id', rule: 'equals', value: poll.id }] } } })).body.data as Row[];
    expect(respondents.length).toBeGreaterThan(0);
    const answer = (token: string, first: number[], colour: number[]) => server.request('POST', '/announces/response', { body: { token, answers: [{ question: 0, choices: first }, { question: 1, choices: colour }] } });
    expect((await answer(links[0], [0, 2], [1])).status).toBe(200);
    const rows = (await results(admin)).body.data as Row[];
    expect(rows.map((row) => [row.question_text, row.answer_text, row.count])).toEqual([
      ['First', 'Swings', 1], ['First', 'Slide', 0], ['First', 'Sandpit', 1], ['Colour', 'Red', 0], ['Colour', 'Blue', 1],
    ]);
  });

  it('filters, sorts, pages and gets one like any list', async () => {
    const byCount = (await results(admin, { sort: '-count,id', size: 2, page: 1 })).body;
    expect(byCount.pagination).toMatchObject({ total: 5, size: 2 });
    expect(byCount.data.map((row: Row) => row.count)).toEqual([1, 1]);
    const chosen = (await results(admin, { filters: { matching: 'match_all', items: [{ field: 'announce_id', rule: 'equals', value: poll.id }, { field: 'count', rule: 'above', value: 0 }] } })).body.data as Row[];
    expect(chosen.map((row) => row.answer_text).sort()).toEqual(['Blue', 'Sandpit', 'Swings']);
    const one = await server.request('GET', `/announces/results/${chosen[0].id}`, { token: admin });
    expect(one.body.data).toMatchObject({ announce_id: poll.id, answer_text: chosen[0].answer_text });
  });

  it('is seen by those who see the poll only', async () => {
    expect(((await results(await server.login('manager.b'))).body.data as Row[]).length).toBe(5);
    expect(((await results(await server.login('manager.a'))).body.data as Row[]).length).toBe(0);
    expect(((await results(await server.login('resident1'))).body.data as Row[]).length).toBe(0);
  });

  it('exports as a file, and refuses every write', async () => {
    const file = await fetch(`${server.url}/api/v0/announces/results/download?export_format=csv&filters=${encodeURIComponent(JSON.stringify({ items: [{ field: 'announce_id', rule: 'equals', value: poll.id }] }))}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text).toContain('Sandpit');
    expect(text.trim().split('\n')).toHaveLength(6);
    const [row] = (await results(admin)).body.data as Row[];
    for (const [method, path, body] of [['PUT', '/announces/results', { count: 9 }], ['PATCH', `/announces/results/${row.id}`, { count: 9 }], ['DELETE', `/announces/results/${row.id}`, undefined]] as const) {
      expect((await server.request(method, path, { token: admin, body })).status).toBe(404); // no write routes at all
    }
  });
});
