/**
 * Call queues (schemas/call-queue.ts) on both databases: what a call to a number served by a queue rings, as
 * the proxy is told (POST /sip-proxy/calls), for each strategy; round robin shares calls out even when they
 * arrive together; bad queues are refused with nothing written; a deleted queue leaves its number ringing itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const SECRET = 'queue-test-secret';
const MEMBERS = ['1001', '1002', '1011'];

describe.each(DIALECTS)('call queues on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let blockA: number;
  let calls = 0;
  const route = async (to: string) =>
    (await server.request('POST', '/sip-proxy/calls', { headers: { 'x-sip-proxy-secret': SECRET }, body: { call_id: `queue-${dialect}-${++calls}`, from: '2001', to } })).body;
  const queueCount = async () => Number((await server.store.db.selectFrom('call_queues').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  /** A queue and a number of Block A whose calls it takes. */
  async function numberServedBy(number: string, queue: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const created = await server.request('PUT', '/call-queues', { token: admin, body: { name: `Queue ${number}`, members: MEMBERS, ...queue } });
    expect(created.status).toBe(201);
    const served = await server.request('PUT', '/virtual-numbers', { token: admin, body: { number, domain_id: blockA, call_queue_id: created.body.data.id, ...extra } });
    expect(served.status).toBe(201);
    return { queue: created.body.data as { id: number }, number: served.body.data as { id: number } };
  }

  beforeAll(async () => {
    server = await startServer(dialect, { config: { telephony: { proxySecret: SECRET } } });
    admin = await server.login('admin');
    blockA = Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Block A').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => server?.close());

  it('rings every member at once for as long as the caller waits', async () => {
    await numberServedBy('951', { strategy: 'ring_all', max_wait: 40 });
    expect((await route('951')).stages).toEqual([{ numbers: MEMBERS, timeout: 40, onError: 1 }]);
  });

  it('rings members one by one from the first, each for its time, until the wait is over', async () => {
    await numberServedBy('952', { strategy: 'in_order', member_timeout: 15, max_wait: 35 });
    expect((await route('952')).stages).toEqual([
      { numbers: ['1001'], timeout: 15, onError: 1 },
      { numbers: ['1002'], timeout: 15, onError: 1 },
      { numbers: ['1011'], timeout: 5, onError: 1 },
    ]);
  });

  it("goes on to the number's forward rules when the queue is done", async () => {
    const rule = (await server.request('PUT', '/forward-rules', { token: admin, body: { name: 'After the queue', queues: [{ numbers: ['1900'] }] } })).body.data;
    await numberServedBy('953', { strategy: 'ring_all', max_wait: 20 }, { forward_mode: 'manual', forward_rules: [rule.id] });
    expect((await route('953')).stages).toEqual([
      { numbers: MEMBERS, timeout: 20, onError: 1 },
      { numbers: ['1900'], timeout: 60, onError: 1 },
    ]);
  });

  it('shares calls out in turn, also when six arrive at once', async () => {
    await numberServedBy('954', { strategy: 'round_robin', member_timeout: 10, max_wait: 30 });
    const firsts = async (count: number) => (await Promise.all(Array.from({ length: count }, () => route('954')))).map((answer) => answer.stages[0].numbers[0]);
    expect(await firsts(1)).toEqual(['1001']);
    expect((await route('954')).stages.map((stage: { numbers: string[] }) => stage.numbers[0])).toEqual(['1002', '1011', '1001']);
    const together = await firsts(6);
    expect(MEMBERS.map((member) => together.filter((first) => first === member).length)).toEqual([2, 2, 2]);
  });

  it('refuses a queue without numbers, with a bad number, strategy or times, and writes nothing', async () => {
    const before = await queueCount();
    const bad = [
      { members: [] },
      { members: ['10 01'] },
      { strategy: 'random' },
      { member_timeout: 2 },
      { max_wait: 601 },
      { members: MEMBERS, unknown: 1 },
    ];
    const answers = await Promise.all(bad.map((fields) => server.request('PUT', '/call-queues', { token: admin, body: { name: 'Bad', members: MEMBERS, ...fields } })));
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422, 422]);
    expect(answers[0].body.error.field_codes.members).toEqual({ key: 'validation.queue_member' });
    expect(await queueCount()).toBe(before);
  });

  it('lets a deleted queue go: its number rings itself again', async () => {
    const { queue, number } = await numberServedBy('955', { strategy: 'ring_all' }, { user_id: null });
    expect((await server.request('DELETE', `/call-queues/${queue.id}`, { token: admin })).status).toBeLessThan(300);
    expect((await server.request('GET', `/virtual-numbers/${number.id}`, { token: admin })).body.data.call_queue_id).toBeNull();
    // A group's own number rings the group's users, for the minute a number rings.
    const stages = (await route('955')).stages as { numbers: string[]; timeout: number }[];
    expect(stages).toHaveLength(1);
    expect(stages[0].timeout).toBe(60);
    expect(stages[0].numbers).not.toEqual(MEMBERS);
  });

  it('shows queues to those who may see forward rules only', async () => {
    expect((await server.request('GET', '/call-queues/items', { token: admin })).body.data.length).toBeGreaterThan(0);
    const resident = await server.login('resident1');
    expect((await server.request('GET', '/call-queues/items', { token: resident })).body.data).toEqual([]);
    expect((await server.request('PUT', '/call-queues', { token: resident, body: { name: 'Mine', members: ['1001'] } })).status).toBe(403);
  });
});
