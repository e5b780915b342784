/**
 * Home dashboard (issue 18, item 7): the administrator signs in and meets a tile per thing they look after
 * (devices online and offline, open alarms, today's access events per hour, licence usage against the limits,
 * upcoming reservations), each with the demo project's numbers; a tile's figure opens its list filtered to
 * exactly those records. A resident meets only the tiles of what they may use: their reservations.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, type Api, apiAs, expect, recordListRows, signIn, test } from './support';

/** How many records of a list match, by the API's filters (001 §7). */
async function countOf(api: Api, path: string, items: { field: string; rule: string; value: unknown }[]) {
  const filters = encodeURIComponent(JSON.stringify({ matching: 'match_all', items }));
  return (await api.get<{ pagination: { total: number } }>(`/${path}/items?size=1&filters=${filters}`)).body.pagination.total;
}

const tile = (page: Page, title: string) => page.getByRole('region', { name: title });
/** A figure of a tile: its number over its words, a link. */
const figure = (scope: Locator, words: string) => scope.getByRole('link', { name: new RegExp(`^\\S+\\s*${words}$`) });
/** The filter a tile's link opens its list with. */
const filterOf = async (link: Locator) => JSON.parse(new URL((await link.getAttribute('href'))!, 'http://console').searchParams.get('filter')!);

/**
 * Waits for Home to show a tile and every figure's number ('…' while counting). The first page after sign-in
 * loads the descriptions and the tiles' modules: more than the usual ten seconds on a loaded machine.
 */
async function dashboardLoaded(page: Page, firstTile: string) {
  await expect(tile(page, firstTile)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: /^…/ })).toHaveCount(0, { timeout: 30_000 });
}

test('the administrator sees the tiles with the estate’s numbers, and a tile opens its filtered list', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  await signIn(page, ADMIN.login, ADMIN.password);
  await dashboardLoaded(page, 'Devices');

  await test.step('devices online and offline', async () => {
    const devices = tile(page, 'Devices');
    const offline = await countOf(admin, 'devices', [{ field: 'status', rule: 'equals', value: 'offline' }]);
    const online = await countOf(admin, 'devices', [{ field: 'status', rule: 'equals', value: 'online' }]);
    await expect(figure(devices, 'Online')).toHaveText(`${online}Online`);
    await expect(figure(devices, 'Offline')).toHaveText(`${offline}Offline`);
  });

  await test.step('open device alarms, and those still alarming', async () => {
    const alarms = tile(page, 'Device alarms');
    const open = await countOf(admin, 'devices/alarms', [{ field: 'processed', rule: 'equals', value: false }]);
    expect(open, 'the demo monitors raised alarms nobody processed').toBeGreaterThan(0);
    await expect(figure(alarms, 'Open')).toHaveText(`${open}Open`);
    const sounding = await countOf(admin, 'devices/alarms', [{ field: 'processed', rule: 'equals', value: false }, { field: 'state', rule: 'equals', value: 'enabled' }]);
    await expect(figure(alarms, 'Still alarming')).toHaveText(`${sounding}Still alarming`);
  });

  await test.step("today's access events, with a chart per hour", async () => {
    const events = tile(page, "Today's access events");
    const today = figure(events, 'Events today');
    const { at_gte: midnight } = await filterOf(today);
    const expected = await countOf(admin, 'access-control/events', [{ field: 'at', rule: 'equals_above', value: midnight }]);
    await expect(today).toHaveText(`${expected}Events today`);
    await expect(events.getByRole('img', { name: 'Events per hour' }).locator('svg').first()).toBeVisible();
  });

  await test.step('licence usage against the limits', async () => {
    const licences = tile(page, 'License usage');
    const { body } = await admin.get<{ data: { used: Record<string, number> } }>('/project-settings/licenses');
    // The demo licence enables every feature without a quantity.
    await expect(licences.getByRole('listitem').filter({ hasText: /^SIP/ })).toHaveText(`SIP${body.data.used.sip}, no limit`);
    await expect(licences.getByRole('listitem').filter({ hasText: /^Amenities/ })).toHaveText(`Amenities${body.data.used.amenity}, no limit`);
  });

  await test.step('upcoming reservations', async () => {
    const reservations = tile(page, 'Upcoming reservations');
    const reserved = figure(reservations, 'Reserved from today');
    const { date_gte: today } = await filterOf(reserved);
    const expected = await countOf(admin, 'amenities/reservations', [{ field: 'status', rule: 'equals', value: 'reserved' }, { field: 'date', rule: 'equals_above', value: today }]);
    expect(expected, 'the demo residents hold reservations in the coming days').toBeGreaterThan(0);
    await expect(reserved).toHaveText(`${expected}Reserved from today`);
    // The next one by its start: other stories may have reserved since the demo began.
    const filters = encodeURIComponent(JSON.stringify({ matching: 'match_all', items: [{ field: 'status', rule: 'equals', value: 'reserved' }, { field: 'date', rule: 'equals_above', value: today }] }));
    const next = (await admin.get<{ data: { amenity: { name: string } }[] }>(`/amenities/reservations/items?size=1&sort=starts_at&with=amenity&filters=${filters}`)).body.data[0];
    await expect(reservations.getByRole('list', { name: 'Next reservations' }).getByRole('listitem').first()).toContainText(next.amenity.name);
  });

  await test.step('the open alarms figure opens the alarms list filtered to the open ones', async () => {
    const open = await countOf(admin, 'devices/alarms', [{ field: 'processed', rule: 'equals', value: false }]);
    await figure(tile(page, 'Device alarms'), 'Open').click();
    await expect(page).toHaveURL(/\/devices\/alarms\?filter=/);
    await expect(recordListRows(page)).toHaveCount(Math.min(open, 25));
  });

  await test.step("today's events figure opens the events list from midnight on", async () => {
    await page.goBack();
    await dashboardLoaded(page, "Today's access events");
    const today = figure(tile(page, "Today's access events"), 'Events today');
    const { at_gte: midnight } = await filterOf(today);
    const expected = await countOf(admin, 'access-control/events', [{ field: 'at', rule: 'equals_above', value: midnight }]);
    await today.click();
    await expect(page).toHaveURL(/\/access-control\/events\?filter=/);
    await expect(recordListRows(page)).toHaveCount(Math.min(expected, 25));
  });
});

test('a resident sees only the tiles of what they may use: their reservations', async ({ page, request }) => {
  const resident = await apiAs(request, 'resident1', DEMO_PASSWORD);
  await signIn(page, 'resident1', DEMO_PASSWORD);
  await dashboardLoaded(page, 'Upcoming reservations');
  const reservations = tile(page, 'Upcoming reservations');
  const reserved = figure(reservations, 'Reserved from today');
  const { date_gte: today } = await filterOf(reserved);
  const expected = await countOf(resident, 'amenities/reservations', [{ field: 'status', rule: 'equals', value: 'reserved' }, { field: 'date', rule: 'equals_above', value: today }]);
  await expect(reserved).toHaveText(`${expected}Reserved from today`);
  for (const hidden of ['Devices', 'Device alarms', "Today's access events", 'License usage']) await expect(tile(page, hidden), hidden).toHaveCount(0);

  await reserved.click();
  await expect(page).toHaveURL(/\/amenities\/reservations\?filter=/);
  await expect(recordListRows(page)).toHaveCount(expected);
  await expect(recordListRows(page).first()).toContainText('Reserved');
});
