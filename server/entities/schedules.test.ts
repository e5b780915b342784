/** Schedules over real HTTP on SQLite and PostgreSQL: defaults, and the slot and validity rules with their messages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('schedules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const put = (body: Record<string, unknown>) => server.request('PUT', '/schedules', { token: admin, body: { name: 'Test', ...body } });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('creates one with the spec defaults: weekly, one slot mon..sun 09:00-18:00', async () => {
    const { status, body } = await put({});
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      repeat_mode: 'weekly', repeat_duration_mode: 'forever', is_all_day: false, valid_from: null, valid_to: null,
      weekly_slots: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: 32400, to: 64800 }],
    });
  });

  it.each([
    ['an inverted slot', { weekly_slots: [{ days: ['mon'], from: 64800, to: 32400 }] }, { 'weekly_slots.0.to': 'From must be below to' }],
    ['an empty slot', { weekly_slots: [{ days: ['mon'], from: 3600, to: 3600 }] }, { 'weekly_slots.0.to': 'From must be below to' }],
    ['a slot without days', { weekly_slots: [{ days: [], from: 0, to: 3600 }] }, { 'weekly_slots.0.days': 'At least one day' }],
    [
      'overlapping slots of one day',
      { weekly_slots: [{ days: ['mon', 'tue'], from: 32400, to: 43200 }, { days: ['tue'], from: 39600, to: 50400 }] },
      { 'weekly_slots.1.from': 'Slots must not intersect' },
    ],
    ['a slot past the day', { weekly_slots: [{ days: ['mon'], from: 0, to: 90000 }] }, { 'weekly_slots.0.to': 'Value must be less than or equal to 86400' }],
    ['valid_from after valid_to', { valid_from: '2026-12-01T00:00:00Z', valid_to: '2026-11-01T00:00:00Z' }, { valid_to: 'Valid from must not be later than valid to' }],
    ['a count duration without a count', { repeat_duration_mode: 'count' }, { repeat_duration_count: 'Field is required' }],
  ])('refuses %s with the message on the field, writing nothing', async (_, body, fields) => {
    const before = await storeFingerprint(server.store);
    const answer = await put(body);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual(fields);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('accepts touching slots of one day and the same hours on other days', async () => {
    const slots = [{ days: ['mon'], from: 0, to: 43200 }, { days: ['mon'], from: 43200, to: 86400 }, { days: ['tue'], from: 0, to: 86400 }];
    expect((await put({ weekly_slots: slots })).status).toBe(201);
  });

  it('checks the merged record on update', async () => {
    const { body } = await put({});
    const answer = await server.request('PATCH', `/schedules/${body.data.id}`, { token: admin, body: { weekly_slots: [{ days: ['sun'], from: 7200, to: 3600 }] } });
    expect(answer.status).toBe(422);
  });

  it('a group administrator without time_rules.create cannot create one', async () => {
    const token = await server.login('manager.a');
    expect((await server.request('GET', '/schedules/items', { token })).status).toBe(200);
    expect((await server.request('PUT', '/schedules', { token, body: { name: 'x' } })).status).toBe(403);
  });
});
