/**
 * Amenities and their reservations over HTTP, on SQLite and PostgreSQL: every rule of 000 §5.2 and 001 §9 refuses
 * with its error and writes nothing; the capacity holds when reservations of the last places arrive at once; a
 * date's state counts the persons; a change of the slots lists, then cancels, the reservations it leaves without
 * a slot and tells their holders; statuses follow the clock; an amenity with a reservation to come is not deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { moveReservationsWithTime } from './reservation-status';

type Row = Record<string, any>;
const H = 3600;
const NINE = 9 * H;

/** A date `days` from today, as the API writes dates. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('amenities on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let blockA: number;
  let rule: number;
  let booker: { id: number; token: string };
  const count = async (table: string) => Number((await server.store.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const amenityBody = (extra: Row = {}) => ({
    name: `Gym ${Math.random().toString(36).slice(2, 8)}`,
    domains: [blockA],
    access_rules: [rule],
    number_of_persons: { min: 1, max: 4 },
    time_slots: { duration: H, items: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: NINE, to: 12 * H }] },
    ...extra,
  });
  const createAmenity = async (extra: Row = {}) => {
    const created = await server.request('PUT', '/amenities', { token: admin, body: amenityBody(extra) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as Row;
  };
  const reserve = (token: string, body: Row) => server.request('PUT', '/amenities/reservations', { token, body });

  beforeAll(async () => {
    // With the device link, so the amenity's door can report who went in (the statuses' test).
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 1000, taskAttempts: 1, retryBaseMs: 100, pollMs: 250 } } });
    admin = await server.login('admin');
    blockA = Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Block A').executeTakeFirstOrThrow()).id);
    rule = (await server.request('GET', '/access-rules/items', { token: admin, query: { size: 1, sort: 'id' } })).body.data[0].id;
    const role = (await server.request('PUT', '/roles', {
      token: admin,
      body: { name: `Amenity booker ${dialect}`, permissions: ['amenities.view.descendants', 'amenity_reservations.create', 'amenity_reservations.view.own', 'amenity_reservations.edit.own'] },
    })).body.data;
    const user = (await server.request('PUT', '/users', { token: admin, body: { login: `booker.${dialect}`, name: 'Booker', password: 'booker-password', role_id: role.id, domain_ids: [blockA], send_registration_link: false } })).body.data;
    booker = { id: user.id, token: await server.login(`booker.${dialect}`, 'booker-password') };
  });
  afterAll(async () => server?.close());

  it('refuses each broken amenity rule by its field and writes nothing', async () => {
    const before = await count('amenities');
    const cases: [Row, string][] = [
      [{ time_slots: { duration: H, items: [{ days: ['mon'], from: NINE, to: 12 * H }, { days: ['mon'], from: 11 * H, to: 13 * H }] } }, 'time_slots.items.1.from'],
      [{ time_slots: { duration: H, items: [{ days: ['mon'], from: NINE, to: NINE + 5400 }] } }, 'time_slots.items.0.to'],
      [{ time_slots: { duration: H, items: [{ days: ['mon'], from: 12 * H, to: NINE }] } }, 'time_slots.items.0.to'],
      [{ time_slots: { duration: H, items: [{ days: [], from: NINE, to: 12 * H }] } }, 'time_slots.items.0.days'],
      [{ time_slots: { duration: H, items: [] } }, 'time_slots.items'],
      [{ number_of_persons: { min: 1, max: 501 } }, 'number_of_persons.max'],
      [{ number_of_persons: { min: 5, max: 4 } }, 'number_of_persons.max'],
      [{ domains: [] }, 'domains'],
      [{ access_rules: [] }, 'access_rules'],
      [{ access_rules: [999_999] }, 'access_rules'],
      [{ surprise: true }, 'surprise'],
    ];
    for (const [extra, field] of cases) {
      const answer = await server.request('PUT', '/amenities', { token: admin, body: amenityBody(extra) });
      expect(answer.status, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(Object.keys(answer.body.error.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect(await count('amenities')).toBe(before);
  });

  it('takes a reservation of its slots, for its holder by default, and counts it in the date state', async () => {
    const gym = await createAmenity();
    const date = dayFromNow(3);
    const made = await reserve(booker.token, { amenity_id: gym.id, date, number_of_persons: 2, time_slots: [{ from: 10 * H, to: 11 * H }, { from: NINE, to: 10 * H }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ user_id: booker.id, status: 'reserved', domains: [blockA], time_slots: [{ from: NINE, to: 10 * H }, { from: 10 * H, to: 11 * H }] });
    const state = await server.request('GET', `/amenities/${gym.id}/state/${date}`, { token: booker.token });
    expect(state.body.data).toEqual([
      { from: NINE, to: 10 * H, number_of_persons: 2, free: 2 },
      { from: 10 * H, to: 11 * H, number_of_persons: 2, free: 2 },
      { from: 11 * H, to: 12 * H, number_of_persons: 0, free: 4 },
    ]);
    expect((await server.request('GET', `/amenities/${gym.id}/state/not-a-date`, { token: booker.token })).status).toBe(422);
  });

  it('refuses a reservation outside a slot, in the past, over the persons, without a slot, or for someone not under its groups', async () => {
    const gym = await createAmenity();
    const date = dayFromNow(4);
    const stranger = (await server.store.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    const before = await count('amenity_reservations');
    const cases: [string, Row, number, string][] = [
      [admin, { time_slots: [{ from: NINE + 1800, to: 10 * H + 1800 }] }, 422, 'amenity_slot_mismatch'],
      [admin, { time_slots: [{ from: 13 * H, to: 14 * H }] }, 422, 'amenity_slot_mismatch'],
      [admin, { time_slots: [{ from: NINE, to: 10 * H }, { from: NINE, to: 10 * H }] }, 422, 'amenity_slot_mismatch'],
      [admin, { date: dayFromNow(-2) }, 422, 'amenity_date_in_past'],
      [admin, { number_of_persons: 5 }, 422, 'amenity_person_limit'],
      [admin, { number_of_persons: 501 }, 422, 'invalid_data'],
      [admin, { time_slots: [] }, 422, 'invalid_data'],
      [admin, { user_id: Number(stranger) }, 403, 'amenity_not_allowed'],
      [admin, { amenity_id: 999_999 }, 422, 'invalid_related_entity'],
    ];
    for (const [token, extra, status, code] of cases) {
      const answer = await reserve(token, { amenity_id: gym.id, date, user_id: booker.id, time_slots: [{ from: NINE, to: 10 * H }], ...extra });
      expect([answer.status, answer.body.error?.code], JSON.stringify(extra)).toEqual([status, code]);
    }
    expect(await count('amenity_reservations')).toBe(before);
  });

  it("takes only one of the holder's identifiers, on create and when the holder changes", async () => {
    const gym = await createAmenity();
    const date = dayFromNow(4);
    const card = async (owner: number, value: string) => (await server.request('PUT', '/identifiers', { token: admin, body: { name: `Card ${value}`, type: 'card', value, owner } })).body.data as Row;
    const other = (await server.request('PUT', '/users', { token: admin, body: { login: `other.${dialect}`, name: 'Other holder', password: 'other-password', domain_ids: [blockA], send_registration_link: false } })).body.data as Row;
    const own = await card(booker.id, `66${dialect.length}101`);
    const theirs = await card(Number(other.id), `66${dialect.length}202`);
    const slot = { amenity_id: gym.id, date, time_slots: [{ from: NINE, to: 10 * H }] };
    const before = await count('amenity_reservations');
    const refused = await reserve(admin, { ...slot, user_id: booker.id, identifier_id: theirs.id });
    expect([refused.status, refused.body.error?.code, refused.body.error?.fields]).toEqual([422, 'invalid_data', { identifier_id: expect.anything() }]);
    expect(await count('amenity_reservations')).toBe(before);

    const made = await reserve(admin, { ...slot, user_id: booker.id, identifier_id: own.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // The holder changes, the identifier stays: it is no longer the holder's.
    const moved = await server.request('PATCH', `/amenities/reservations/${made.body.data.id}`, { token: admin, body: { user_id: other.id } });
    expect([moved.status, moved.body.error?.code]).toEqual([422, 'invalid_data']);
    expect((await server.request('GET', `/amenities/reservations/${made.body.data.id}`, { token: admin })).body.data).toMatchObject({ user_id: booker.id, identifier_id: own.id });
  });

  it('keeps to the capacity when reservations of the last places arrive at once', async () => {
    const gym = await createAmenity({ number_of_persons: { min: 1, max: 3 } });
    const date = dayFromNow(5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => reserve(admin, { amenity_id: gym.id, date, user_id: booker.id, time_slots: [{ from: NINE, to: 10 * H }] })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'amenity_no_free_places')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const state = await server.request('GET', `/amenities/${gym.id}/state/${date}`, { token: admin });
    expect(state.body.data[0]).toMatchObject({ number_of_persons: 3, free: 0 });
  });

  it('lets the holder see and cancel their own reservation; a canceled one is not edited again', async () => {
    const gym = await createAmenity();
    const date = dayFromNow(6);
    const mine = (await reserve(booker.token, { amenity_id: gym.id, date, time_slots: [{ from: NINE, to: 10 * H }] })).body.data;
    const others = await reserve(admin, { amenity_id: gym.id, date, user_id: Number((await server.store.db.selectFrom('users').select('id').where('login', '=', 'resident1').executeTakeFirstOrThrow()).id), time_slots: [{ from: NINE, to: 10 * H }] });
    // Another resident's reservation exists, so the holder's list is seen to leave it out.
    expect(others.status, JSON.stringify(others.body)).toBe(201);
    const listed = (await server.request('GET', '/amenities/reservations/items', { token: booker.token, query: { size: 100 } })).body.data as Row[];
    expect(listed.map((r) => r.id)).toContain(mine.id);
    expect(listed.map((r) => r.id)).not.toContain(others.body.data.id);
    expect((await server.request('POST', `/amenities/reservations/${mine.id}/cancel`, { token: booker.token })).status).toBe(200);
    expect((await server.request('GET', `/amenities/reservations/${mine.id}`, { token: booker.token })).body.data.status).toBe('canceled');
    const edit = await server.request('PATCH', `/amenities/reservations/${mine.id}`, { token: booker.token, body: { number_of_persons: 2 } });
    expect(edit.body.error?.code).toBe('amenity_not_editable');
    const again = await server.request('POST', `/amenities/reservations/${mine.id}/cancel`, { token: booker.token });
    expect([again.status, again.body.error.code]).toEqual([422, 'amenity_not_cancelable']);
  });

  it('lists the reservations a change of slots would cancel, cancels them on save and tells their holders', async () => {
    const gym = await createAmenity();
    const date = dayFromNow(7);
    const late = (await reserve(booker.token, { amenity_id: gym.id, date, time_slots: [{ from: 11 * H, to: 12 * H }] })).body.data;
    const early = (await reserve(booker.token, { amenity_id: gym.id, date, time_slots: [{ from: NINE, to: 10 * H }] })).body.data;
    const shorter = { duration: H, items: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: NINE, to: 11 * H }] };
    const preview = await server.request('POST', `/amenities/${gym.id}/slot-change`, { token: admin, body: { time_slots: shorter } });
    expect(preview.body.data).toEqual([expect.objectContaining({ id: late.id, user_id: booker.id, user_name: 'Booker', date })]);
    expect((await server.request('POST', `/amenities/${gym.id}/slot-change`, { token: booker.token, body: { time_slots: shorter } })).status).toBe(403);
    expect((await server.request('POST', `/amenities/${gym.id}/slot-change`, { token: admin, body: { time_slots: { duration: 'x' } } })).status).toBe(422);
    const notes = async () => (await server.request('GET', '/notifications/items', { token: booker.token, query: { size: 100 } })).body.data as Row[];
    const before = (await notes()).length;
    expect((await server.request('PATCH', `/amenities/${gym.id}`, { token: admin, body: { time_slots: shorter } })).status).toBe(200);
    const status = async (id: number) => (await server.request('GET', `/amenities/reservations/${id}`, { token: admin })).body.data.status;
    expect([await status(late.id), await status(early.id)]).toEqual(['canceled', 'reserved']);
    const after = await notes();
    expect(after.length).toBe(before + 1);
    expect(after.some((n) => n.type === 'amenity_reservation_canceled')).toBe(true);
  });

  it('lets the holder through the doors of its access rules during its slots, not an hour later', async () => {
    // A door no other rule names: only the reservation opens it.
    const door = (await server.request('PUT', '/devices', { token: admin, body: { name: 'Sauna door', login: `SAUNA-${dialect}`, domain_id: blockA } })).body.data;
    const devices = [door];
    const doorsOnly = (await server.request('PUT', '/access-rules', { token: admin, body: { name: `Sauna door ${dialect}`, device_ids: [door.id] } })).body.data;
    const sauna = await createAmenity({ access_rules: [doorsOnly.id] });
    const made = (await reserve(booker.token, { amenity_id: sauna.id, date: dayFromNow(10), time_slots: [{ from: NINE, to: 10 * H }] })).body.data;
    const decision = async (at: number) =>
      (await server.request('POST', '/access-decision', { token: admin, body: { user_id: booker.id, device_id: devices[0].id, at: new Date(at).toISOString() } })).body.data;
    const during = Date.parse(made.starts_at) + 60_000;
    expect(await decision(during)).toMatchObject({ allowed: true, reason: { code: 'allowed_by_reservation', reservation_id: made.id } });
    expect((await decision(during + H * 1000)).reason.code).not.toBe('allowed_by_reservation');
    await server.request('POST', `/amenities/reservations/${made.id}/cancel`, { token: booker.token });
    expect((await decision(during)).reason.code).not.toBe('allowed_by_reservation');
  });

  it("keeps a reservation's log for those who may read it", async () => {
    const gym = await createAmenity();
    const made = (await reserve(booker.token, { amenity_id: gym.id, date: dayFromNow(11), time_slots: [{ from: NINE, to: 10 * H }] })).body.data;
    await server.request('POST', `/amenities/reservations/${made.id}/cancel`, { token: admin });
    const log = await server.request('GET', `/amenities/reservations/${made.id}/logs`, { token: admin });
    expect(log.body.data.map((event: Row) => [event.action, event.user_name])).toEqual([['command:cancel', 'Administrator'], ['create', 'Booker']]);
    expect(log.body.pagination).toMatchObject({ total: 2 });
    expect(log.body.data[0].changes.status).toEqual({ before: 'reserved', after: 'canceled' });
    expect((await server.request('GET', `/amenities/reservations/${made.id}/logs`, { token: booker.token })).status).toBe(403);
    expect((await server.request('GET', `/amenities/reservations/999999/logs`, { token: admin })).status).toBe(404);
    expect((await server.request('GET', `/amenities/${gym.id}/logs`, { token: admin })).body.data[0]).toMatchObject({ action: 'create' });
  });

  it('moves statuses with the clock: reserved, active during its slots, then expired if used and inactive if not', async () => {
    // The amenity's door works in HTTP mode: it reports its own decisions with HTTP Basic, as a panel does.
    const door = (await server.request('PUT', '/devices', {
      token: admin,
      body: { name: 'Gym door', type: 'panel', login: `GYM-${dialect}`, domain_id: blockA, protocol: 'http', ip_address: '10.9.8.7', device_settings: { mqtt: { password: 'gym-secret' } } },
    })).body.data;
    const doorRule = (await server.request('PUT', '/access-rules', { token: admin, body: { name: `Gym door ${dialect}`, device_ids: [door.id] } })).body.data;
    const gym = await createAmenity({ access_rules: [doorRule.id] });
    const card = await server.request('PUT', '/identifiers', { token: admin, body: { name: 'Booker card', type: 'card', value: `55${dialect.length}017`, owner: booker.id } });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const date = dayFromNow(8);
    const usedOne = (await reserve(booker.token, { amenity_id: gym.id, date, time_slots: [{ from: NINE, to: 10 * H }] })).body.data;
    const unused = (await reserve(booker.token, { amenity_id: gym.id, date, time_slots: [{ from: 10 * H, to: 11 * H }] })).body.data;
    const status = async (id: number) => (await server.request('GET', `/amenities/reservations/${id}`, { token: admin })).body.data.status;

    await moveReservationsWithTime(server.store, new Date(Date.parse(usedOne.starts_at) - 1000));
    expect(await status(usedOne.id)).toBe('reserved');
    await moveReservationsWithTime(server.store, new Date(Date.parse(usedOne.starts_at) + 1000));
    expect(await status(usedOne.id)).toBe('active');

    // The holder goes in ten minutes into the first; the door says its local time (+03:00), which is the same moment.
    const local = new Date(Date.parse(usedOne.starts_at) + 600_000 + 3 * H * 1000).toISOString().replace('Z', '+03:00');
    const reported = await fetch(`${server.url}/api/v0/device/access-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`GYM-${dialect}:gym-secret`).toString('base64')}` },
      body: JSON.stringify({ events: [{ identifier_number: `55${dialect.length}017`, identifier_type: 'card', granted: true, reason: 'allowed_by_reservation', at: local }] }),
    });
    expect(reported.status, await reported.clone().text()).toBe(200);

    await moveReservationsWithTime(server.store, new Date(Date.parse(unused.ends_at)));
    expect([await status(usedOne.id), await status(unused.id)]).toEqual(['expired', 'inactive']);
  });

  it('keeps an amenity with a reservation to come; deletes it once that is canceled', async () => {
    const gym = await createAmenity();
    const made = (await reserve(booker.token, { amenity_id: gym.id, date: dayFromNow(9), time_slots: [{ from: NINE, to: 10 * H }] })).body.data;
    const refused = await server.request('DELETE', `/amenities/${gym.id}`, { token: admin });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'amenity_reserved']);
    await server.request('POST', `/amenities/reservations/${made.id}/cancel`, { token: admin });
    expect((await server.request('DELETE', `/amenities/${gym.id}`, { token: admin })).status).toBe(200);
    expect((await server.request('GET', `/amenities/reservations/${made.id}`, { token: admin })).status).toBe(404);
  });
});
