/**
 * GET /access-control/events/per-hour over real HTTP on SQLite and PostgreSQL: events counted in the hours
 * of a day that starts at a zone's midnight, only those the caller may see, and refused to whoever sees none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessControlEvent } from '../../schemas';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

// A day long before the demo's events: Kyiv's 1 March 2020 runs from 22:00 UTC the day before.
const DAY = { from: '2020-02-29T22:00:00.000Z', to: '2020-03-01T22:00:00.000Z' };

describe.each(DIALECTS)('access-control events per hour on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as { id: number; name: string; domain_id: number }[];
    const blockA = devices.find((d) => d.name === 'panel 1 (Block A)')!;
    const blockB = devices.find((d) => d.name === 'panel 1 (Block B)')!;
    const event = (device: typeof blockA, at: string) =>
      repository.create(server.store, accessControlEvent, SYSTEM_ACTOR, { device_id: device.id, domain_id: device.domain_id, decision: 'allowed', reason: 'allowed_by_rule', at });
    await event(blockA, '2020-02-29T21:59:59.000Z'); // the evening before, in Kyiv
    await event(blockA, '2020-02-29T22:00:00.000Z');
    await event(blockA, '2020-02-29T22:59:00.000Z');
    await event(blockB, '2020-02-29T22:30:00.000Z');
    await event(blockA, '2020-03-01T09:15:00.000Z');
  });
  afterAll(async () => server?.close());

  const perHour = (token: string, query: Record<string, string> = DAY) => server.request('GET', '/access-control/events/per-hour', { token, query });

  it("counts the day's events in each of its hours, from the zone's midnight", async () => {
    const { status, body } = await perHour(admin);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(24);
    expect(body.data[0]).toEqual({ from: '2020-02-29T22:00:00.000Z', count: 3 });
    expect(body.data[11]).toEqual({ from: '2020-03-01T09:00:00.000Z', count: 1 });
    expect(body.data.reduce((sum: number, hour: { count: number }) => sum + hour.count, 0)).toBe(4);
  });

  it('counts only the events the caller may see: a manager of Block A, its own', async () => {
    const { body } = await perHour(await server.login('manager.a'));
    expect(body.data[0].count).toBe(2);
    expect(body.data[11].count).toBe(1);
  });

  it('is refused to whoever sees no events, and a range that is not one is invalid data', async () => {
    expect((await perHour(await server.login('resident1'))).status).toBe(403);
    expect((await perHour(admin, { from: DAY.to, to: DAY.from })).status).toBe(422);
    expect((await perHour(admin, { from: DAY.from, to: '2020-03-10T00:00:00Z' })).status).toBe(422);
    expect((await perHour(admin, { from: 'yesterday', to: DAY.to })).status).toBe(422);
    expect((await server.request('GET', '/access-control/events/per-hour', { query: DAY })).status).toBe(401);
  });
});
