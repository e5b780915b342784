/**
 * Every notification type, generated from the catalogue: its text names what its data holds (no data key
 * left out, every placeholder filled, enum values by their label) in en, ru and uk; its link is a route the
 * console serves; and, over real HTTP on SQLite and PostgreSQL, a notification of it opens the very record
 * it is about. Then the whole way for a device alarm: raised, its viewer's notification names the device,
 * zone and sensor and opens that alarm.
 */
import { matchPath } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, translate } from '../../locales';
import { consoleEntities } from '../../schemas';
import { signedInRoutes } from '../../src/account/routes';
import { communicationRoutes } from '../../src/communications/routes';
import { notificationRoutes } from '../../src/notifications/routes';
import { customRoutes } from '../../custom/routes';
import { raiseDeviceAlarm } from '../entities/device-alarms';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { NOTIFICATION_TYPES } from './catalogue';
import { notify } from './notify';
import { enumLabelKeys, isRecordSubject, momentKinds, openedPage, SUBJECTS } from './subjects';

type Row = Record<string, any>;

/** The console's pages with a path: the hand-written ones, and each entity's record page (000 §2.4). */
const CONSOLE_ROUTES = [
  ...[...signedInRoutes, ...notificationRoutes, ...communicationRoutes, ...customRoutes].map((route) => String((route.props as { path?: string }).path)),
  ...consoleEntities.map((entity) => `/${entity.route ?? entity.path}/:id/edit`),
];
const servedBy = (page: string) => CONSOLE_ROUTES.filter((route) => matchPath(route, page));

/** A value of every data key: an id 7, a text naming the key, the first value of an enum. */
function sampleData(type: (typeof NOTIFICATION_TYPES)[number]): Row {
  const shape = SUBJECTS[type].data.shape as Record<string, any>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const options = field.unwrap?.().options ?? field.options;
      return [key, key.endsWith('_id') ? 7 : options ? options[0] : field.def?.type === 'number' ? 3 : `«${key}»`];
    }),
  );
}
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]);
/** A message as written, placeholders unfilled. */
const message = (language: keyof typeof locales, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], locales[language]);
const LANGUAGES = Object.keys(locales) as (keyof typeof locales)[];

describe.each(NOTIFICATION_TYPES)('notification type %s', (type) => {
  const data = sampleData(type);
  const named = Object.keys(data).filter((key) => !key.endsWith('_id'));

  it.each(LANGUAGES)('names everything its data holds in %s, enum values by their label', (language) => {
    const text = message(language, `live.notifications.texts.${type}`);
    expect(text, `live.notifications.texts.${type} in ${language}`).toBeTypeOf('string');
    expect(new Set(placeholders(text))).toEqual(new Set(named));
    for (const key of Object.values(enumLabelKeys(type, data))) expect(message(language, key), key).toBeTypeOf('string');
  });

  it('declares every date it holds as a date, which the text then shows in the user\'s format', () => {
    const dated = Object.keys(data).filter((key) => key === 'date' || key.endsWith('_at') || key.endsWith('_date'));
    expect(Object.keys(momentKinds(type)).sort()).toEqual(dated.sort());
  });

  it('opens a page the console serves, the record page of the entity its id names', () => {
    const page = openedPage(type, data);
    expect(servedBy(page), page).not.toEqual([]);
    const opens = SUBJECTS[type].opens;
    // A type about no one record (the SIP service, one's own role) opens its fixed page, checked above.
    if (isRecordSubject(opens)) {
      expect(Object.keys(data)).toContain(opens.id);
      expect(page, 'the record id is in the link').toMatch(/\/7(\/|$)/);
      expect(consoleEntities).toContain(opens.entity);
    }
  });
});

describe.each(DIALECTS)('notifications open their record on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    adminId = (await server.request('GET', '/profile', { token: admin })).body.data.id;
    // Every type on, the ones off by default (an identifier used) included.
    const allOn = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { is_enabled: true }]));
    expect((await server.request('PATCH', '/notifications/settings', { token: admin, body: allOn })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  const newest = async (token: string, type: string) =>
    ((await server.request('GET', '/notifications/items', { token })).body.data as Row[]).find((notification) => notification.type === type)!;

  const recordTypes = NOTIFICATION_TYPES.filter((type) => isRecordSubject(SUBJECTS[type].opens));
  it.each(recordTypes)('%s opens the record its data names', async (type) => {
    const opens = SUBJECTS[type].opens as { entity: { path: string }; id: string };
    const [record] = (await server.request('GET', `/${opens.entity.path}/items`, { token: admin, query: { size: 1 } })).body.data as Row[];
    expect(record, `a ${opens.entity.path} record in the demo`).toBeDefined();
    await notify(server.store, [adminId], type, { ...sampleData(type), [opens.id]: record.id } as never);
    const notification = await newest(admin, type);
    const page: string = notification.popup_action.params.page;
    const id = page.split('/').find((part) => part === String(record.id));
    expect(id, page).toBeDefined();
    expect((await server.request('GET', `/${opens.entity.path}/${id}`, { token: admin })).body.data).toMatchObject({ id: record.id });
  });

  it("a raised alarm's notification names its device, zone and sensor and opens that alarm", async () => {
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const monitor = devices.find((device) => device.type === 'monitor')!;
    const auditor = await server.login('auditor');
    const alarmId = await raiseDeviceAlarm(server.store, { device_id: monitor.id, zone: 6, sensor: 'flood', active: true });
    const notification = await newest(auditor, 'device_alarm_enabled');
    expect(notification.data).toMatchObject({ alarm_id: alarmId, device_id: monitor.id, device: monitor.name, zone: 6, sensor: 'flood' });
    expect(notification.popup_action.params.page).toBe(`/devices/alarms/${alarmId}/edit`);
    expect(notification.labels).toEqual({ sensor: 'resources.devices/alarms.enums.sensor.flood' });
    expect(translate('en', 'live.notifications.texts.device_alarm_enabled', { ...notification.data, sensor: translate('en', notification.labels.sensor) })).toBe(
      `${monitor.name}, zone 6: Flood`,
    );
    expect((await server.request('GET', `/devices/alarms/${alarmId}`, { token: auditor })).body.data).toMatchObject({ id: alarmId, device_id: monitor.id, zone: 6, sensor: 'flood' });
  });
});
