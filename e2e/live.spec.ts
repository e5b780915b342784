/**
 * Live lists, role changes and the notification bell, with two people signed in at once (two browser
 * contexts): what one changes, the other sees without reloading.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, type Api, DEMO_PASSWORD, apiAs, expect, signIn, tableRows, test, textField, unique } from './support';

async function signedInPage(browser: Browser, login: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login, password);
  return page;
}

/** Marks the page, so a later check can tell it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { liveMarker: 'unchanged' }));
const stillSamePage = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('unchanged');

async function patch(request: APIRequestContext, api: Api, path: string, body: unknown) {
  const response = await request.patch(`/api/v0${path}`, { headers: { authorization: `Bearer ${api.token}` }, data: body });
  expect(response.status(), await response.text()).toBe(200);
}

const liveConnected = (page: Page) => expect(page.getByRole('status', { name: 'Live updates: connected' })).toBeAttached();

test('a list shows another user’s changes in the viewer’s scope, without reload', async ({ browser, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const blockA = (await admin.find('groups', 'name', 'Block A'))[0].id;
  const managerA = await signedInPage(browser, 'manager.a');
  const managerB = await signedInPage(browser, 'manager.b');
  for (const page of [managerA, managerB]) {
    await page.goto('/devices');
    await expect(tableRows(page).first()).toBeVisible();
    await liveConnected(page);
    await markPage(page);
  }
  const name = unique('Live panel');
  const device = await admin.create('devices', { name, type: 'panel', login: unique('live').replace(/\s/g, '-'), domain_id: blockA, protocol: 'http' });
  await expect(tableRows(managerA).filter({ hasText: name })).toHaveCount(1);
  await patch(request, admin, `/devices/${device.id}`, { name: `${name} renamed` });
  await expect(tableRows(managerA).filter({ hasText: `${name} renamed` })).toHaveCount(1);
  await admin.remove('devices', device.id);
  await expect(tableRows(managerA).filter({ hasText: name })).toHaveCount(0);
  await stillSamePage(managerA);
  // Block B's manager never saw Block A's device.
  await expect(tableRows(managerB).filter({ hasText: name })).toHaveCount(0);
  await stillSamePage(managerB);
});

test('a role change updates the other user’s menu without reload', async ({ browser, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const role = (await admin.find('roles', 'name', 'Auditor'))[0] as { id: number; permissions: string[] };
  const auditor = await signedInPage(browser, 'auditor');
  await liveConnected(auditor);
  await markPage(auditor);
  const devicesItem = auditor.getByRole('menuitem', { name: 'Devices' });
  await expect(devicesItem).toBeVisible();
  try {
    await patch(request, admin, `/roles/${role.id}`, { permissions: role.permissions.filter((p) => p !== 'devices.view.all') });
    await expect(devicesItem).toHaveCount(0);
    await stillSamePage(auditor);
  } finally {
    await patch(request, admin, `/roles/${role.id}`, { permissions: role.permissions });
  }
  await expect(devicesItem).toBeVisible();
});

test('the bell shows a new notification and marks it read 1 s after opening', async ({ browser, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const auditorApi = await apiAs(request, 'auditor', DEMO_PASSWORD);
  await request.post('/api/v0/notifications/read-all', { headers: { authorization: `Bearer ${auditorApi.token}` } });
  const role = (await admin.find('roles', 'name', 'Auditor'))[0] as { id: number; description: string };
  const auditor = await signedInPage(browser, 'auditor');
  await liveConnected(auditor);
  await expect(auditor.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
  await patch(request, admin, `/roles/${role.id}`, { description: unique('Reads everything') });
  const bell = auditor.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  const opened = Date.now();
  await bell.click();
  const panel = auditor.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByTestId('notification').filter({ hasText: 'Your role has changed' })).toHaveAttribute('data-read', 'false');
  await expect(panel.getByTestId('notification').first()).toHaveAttribute('data-read', 'true');
  expect(Date.now() - opened).toBeGreaterThanOrEqual(1000);
  const unread = await auditorApi.get<{ data: { count: number } }>('/notifications/unread');
  expect(unread.body.data.count).toBe(0);
  await auditor.keyboard.press('Escape');
  await expect(auditor.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
});

test('an edit page follows changes in view mode, and while editing says so and keeps what is typed', async ({ browser, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const blockA = (await admin.find('groups', 'name', 'Block A'))[0].id;
  const name = unique('Live edit panel');
  const device = await admin.create('devices', { name, type: 'panel', login: unique('live-edit').replace(/\s/g, '-'), domain_id: blockA, protocol: 'http' });
  try {
    const page = await signedInPage(browser, 'manager.a');
    await page.goto(`/devices/${device.id}/edit`);
    await expect(textField(page, 'Name')).toHaveValue(name);
    await liveConnected(page);
    await markPage(page);

    await patch(request, admin, `/devices/${device.id}`, { name: `${name} 2` });
    await expect(textField(page, 'Name')).toHaveValue(`${name} 2`);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textField(page, 'Description').fill('typed, not saved');
    await patch(request, admin, `/devices/${device.id}`, { name: `${name} 3` });
    const notice = page.getByRole('alert').filter({ hasText: 'Someone else has changed this record.' });
    await expect(notice).toBeVisible();
    await expect(textField(page, 'Description')).toHaveValue('typed, not saved');
    await expect(textField(page, 'Name')).toHaveValue(`${name} 2`);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toHaveCount(0);
    await expect(textField(page, 'Name')).toHaveValue(`${name} 3`);
    await stillSamePage(page);
  } finally {
    await admin.remove('devices', device.id);
  }
});
