/**
 * Schedules over real HTTP on SQLite and PostgreSQL: defaults, the slot and validity rules with their messages,
 * and custom repeats (every N weeks on some weekdays) as stored and as the access decision reads them.
 */
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

  it('stores a custom repeat: every 2 weeks on Mon and Wed, from valid_from', async () => {
    const body = { repeat_mode: 'custom', repeat_every: 2, repeat_unit: 'week', repeat_week_days: ['mon', 'wed'], valid_from: '2026-11-02T00:00:00Z' };
    const { status, body: answer } = await put(body);
    expect(status).toBe(201);
    expect(answer.data).toMatchObject({ ...body, repeat_month_days: [] });
    const read = await server.request('GET', `/schedules/${answer.data.id}`, { token: admin });
    expect(read.body.data).toMatchObject(body);
  });

  it('new schedules carry the custom fields at their defaults', async () => {
    expect((await put({})).body.data).toMatchObject({ repeat_every: 1, repeat_unit: 'week', repeat_week_days: [], repeat_month_days: [] });
  });

  it.each([
    ['a custom repeat without valid_from', { repeat_mode: 'custom', repeat_every: 2 }, { valid_from: 'A custom repeat counts from this date: set it' }],
    ['every 0 weeks', { repeat_mode: 'custom', repeat_every: 0, valid_from: '2026-11-02T00:00:00Z' }, { repeat_every: expect.stringMatching(/1/) }],
    ['an unknown unit', { repeat_mode: 'custom', repeat_unit: 'year', valid_from: '2026-11-02T00:00:00Z' }, { repeat_unit: expect.any(String) }],
    ['day 32 of a month', { repeat_mode: 'custom', repeat_unit: 'month', repeat_month_days: [32], valid_from: '2026-11-02T00:00:00Z' }, { 'repeat_month_days.0': expect.any(String) }],
    ['a weekday that is not one', { repeat_mode: 'custom', repeat_week_days: ['funday'], valid_from: '2026-11-02T00:00:00Z' }, { 'repeat_week_days.0': expect.any(String) }],
  ])('refuses %s with the message on the field, writing nothing', async (_, body, fields) => {
    const before = await storeFingerprint(server.store);
    const answer = await put(body);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual(fields);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('the access decision honours it: on Mon and Wed of every other week from valid_from, not in the weeks between', async () => {
    // 2026-11-02 is a Monday: the weeks of 2 and 16 November are on, the week of 9 November is off.
    const custom = (await put({ repeat_mode: 'custom', repeat_every: 2, repeat_unit: 'week', repeat_week_days: ['mon', 'wed'], valid_from: '2026-11-02T00:00:00Z' })).body.data;
    const [device] = (await server.request('GET', '/devices/items', { token: admin, query: { size: 1, sort: 'id' } })).body.data;
    const [resident] = (await server.request('GET', '/users/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'login', rule: 'equals', value: 'resident7' }] } } })).body.data;
    const rule = await server.request('PUT', '/access-rules', {
      token: admin, body: { name: 'Every other week', device_ids: [device.id], user_ids: [resident.id], time_rules: [custom.id], domain_ids: [device.domain_id] },
    });
    expect(rule.status).toBe(201);
    await server.request('PATCH', '/project-settings/general', { token: admin, body: { time_zone: 'UTC' } });
    const at = async (moment: string) =>
      (await server.request('POST', '/access-decision', { token: admin, body: { user_id: resident.id, device_id: device.id, at: moment } })).body.data.reason.code;
    expect(await at('2026-11-16T10:00:00Z')).toBe('allowed_by_rule'); // Monday, an on week
    expect(await at('2026-11-18T10:00:00Z')).toBe('allowed_by_rule'); // Wednesday, an on week
    expect(await at('2026-11-17T10:00:00Z')).toBe('outside_schedule'); // Tuesday
    expect(await at('2026-11-09T10:00:00Z')).toBe('outside_schedule'); // Monday of the week between
    expect(await at('2026-11-16T20:00:00Z')).toBe('outside_schedule'); // after the slot's 18:00
  });
});
