/**
 * The demo project in the language it is started in (issue 34: a Russian console showed "Group
 * administrator", "Block A", "ip_camera 5"): seeded in Russian, its roles, groups, users, devices and the rest
 * read Russian through the API; DEMO_LANGUAGE chooses it, English when unset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((record) => record.name);

describe.each(DIALECTS)('a demo seeded in Russian on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const list = async (path: string) => names(await server.request('GET', `${path}/items`, { token: admin, query: { size: 100 } }));

  beforeAll(async () => {
    server = await startServer(dialect, { config: { demoLanguage: 'ru' } });
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  it('names its roles, groups, users and devices in Russian', async () => {
    expect(await list('/roles')).toEqual(expect.arrayContaining(['Администратор группы', 'Дилер', 'Житель', 'Консьерж', 'Аудитор']));
    expect(await list('/groups')).toEqual(expect.arrayContaining(['Корневая группа', 'ЖК «Речной»', 'Корпус A', 'Корпус A, подъезд 1', 'Квартира 111']));
    expect(await list('/users')).toEqual(expect.arrayContaining(['Алиса Менеджер', 'Житель 1']));
    expect(await list('/devices')).toEqual(expect.arrayContaining(['IP-камера 5 (Корпус A)', 'Вызывная панель 1 (Корпус B)']));
  });

  it('gives the demo users and the administrator Russian as their language', async () => {
    for (const login of ['admin', 'manager.a', 'resident1']) {
      const token = await server.login(login);
      expect((await server.request('GET', '/profile', { token })).body.data.locale, login).toBe('ru');
    }
  });

  it('writes the rest of the estate in Russian too, with no English demo name left', async () => {
    const everything = [
      ...(await list('/access-rules')), ...(await list('/schedules')), ...(await list('/markers')), ...(await list('/identifiers')),
      ...(await list('/amenities')), ...(await list('/announces')), ...(await list('/virtual-numbers')), ...(await list('/elevators')),
      ...(await list('/roles')), ...(await list('/groups')), ...(await list('/devices')),
    ];
    expect(everything).toEqual(expect.arrayContaining(['Жители: Корпус A', 'Рабочие часы', 'Нужна помощь', 'Карта жителя 1', 'Спортзал, корпус A', 'Ремонт водопровода', 'Стойка консьержа, корпус A', 'Лифт A']));
    const english = everything.filter((name) => /Root|Block|Resident|Apartment|administrator|Working|residents|Gym|Lift|Concierge|ip_camera|panel \d/.test(name));
    expect(english).toEqual([]);
  });
});

describe('DEMO_LANGUAGE', () => {
  it('chooses the demo language, English when unset, and refuses one the console does not speak', () => {
    expect(configFromEnv({}).demoLanguage).toBe('en');
    expect(configFromEnv({ DEMO_LANGUAGE: 'ru' }).demoLanguage).toBe('ru');
    expect(configFromEnv({ DEMO_LANGUAGE: 'UK' }).demoLanguage).toBe('uk');
    expect(() => configFromEnv({ DEMO_LANGUAGE: 'de' })).toThrow(/DEMO_LANGUAGE must be one of en, ru, uk/);
  });
});
