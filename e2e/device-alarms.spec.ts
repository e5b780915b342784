/**
 * Device alarms (issue 15 §10) as a group administrator, with an auditor signed in elsewhere: a monitor of
 * Block A (a virtual device of the story's own) raises a panic alarm; the administrator finds it under Device alarms, processes it with a
 * comment through the generated "Process" command, and the auditor's bell announces it at once. The command is
 * offered only while the alarm is unprocessed, and never to the auditor, who may only read.
 */
import type { Browser, Locator } from '@playwright/test';
import { VirtualDevice } from '../fleet/virtual-device';
import { ADMIN, DEMO_PASSWORD, apiAs, expect, idOf, notification, signIn, tableRows, test, unique } from './support';

async function signedInPage(browser: Browser, login: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login, password);
  return page;
}

/** A monitor of Block A of the story's own, connected as a virtual device. */
async function startMonitor(admin: Awaited<ReturnType<typeof apiAs>>) {
  const serial = unique('VA').replace(' ', '-');
  const name = unique('Alarm monitor');
  await admin.create('devices', {
    name, type: 'monitor', login: serial, domain_id: await idOf(admin, 'groups', 'name', 'Block A'), protocol: 'mqtt',
    device_settings: { mqtt: { password: `secret-${serial}` } },
  });
  const device = new VirtualDevice({ brokerUrl: `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`, serial, password: `secret-${serial}` });
  await device.start();
  return { device, name };
}

async function overlaps(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('not laid out');
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

// Issue 34 §4: the popup names the alarm's device, zone and sensor, sits clear of the app bar's controls,
// and opens the alarm, whose page shows what was raised where and when, and the Process action.
test("an alarm's popup names the device, zone and sensor and opens the alarm itself", async ({ request, page }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const { device, name } = await startMonitor(admin);
  try {
    const bellLoaded = page.waitForResponse((response) => response.url().includes('/notifications/unread'));
    await signIn(page, 'manager.a', DEMO_PASSWORD);
    await bellLoaded;
    // Subscribed to the user's topic: the notification's message reaches this page.
    await expect(page.getByRole('status', { name: 'Live updates: connected' })).toBeAttached();
    const raised = await device.alarm(5, 'flood');
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const alarmId = (raised.body as { alarm_id: number }).alarm_id;

    const popup = page.getByRole('alert').filter({ hasText: `${name}, zone 5: Flood` });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Device alarm raised');
    const banner = page.getByRole('banner');
    for (const control of [banner.getByRole('button', { name: 'English' }), banner.getByRole('button', { name: 'Profile' })]) {
      expect(await overlaps(popup, control), 'the popup covers an app bar control').toBe(false);
    }

    await popup.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/devices/alarms/${alarmId}(/edit)?$`));
    const state = page.getByTestId('record-state');
    await expect(state.getByRole('link', { name })).toBeVisible();
    for (const shown of ['Zone', '5', 'Sensor', 'Flood', 'State', 'Alarming', 'Raised']) await expect(state.getByText(shown, { exact: true }).first()).toBeVisible();
    // The label's box holds the label and the value.
    const raisedAt = await state.locator('div', { has: page.getByText('Raised', { exact: true }) }).last().innerText();
    expect(raisedAt, 'the time, formatted').toMatch(/\d{1,2}:\d{2}/);
    expect(raisedAt).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole('button', { name: 'Process' })).toBeVisible();
  } finally {
    await device.stop();
  }

  // Issue 34 §11: the menu's words are the page's.
  await page.getByRole('navigation').getByRole('menuitem', { name: 'SOS call history' }).click();
  await expect(page).toHaveURL(/\/devices\/alarms-calls$/);
  await expect(page.getByRole('banner').getByText('SOS call history', { exact: true })).toBeVisible();
});

// The alarm, the monitor and the auditor are the story's own: processing the demo's alarm, or reading the demo
// auditor's notifications, would leave the next run (and other stories) without them.
test('a group administrator processes an alarm with a comment and the auditor is told at once', async ({ browser, request, page }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const manager = await apiAs(request, 'manager.a', DEMO_PASSWORD);
  const serial = unique('VA').replace(' ', '-');
  await admin.create('devices', {
    name: unique('Alarm monitor'), type: 'monitor', login: serial, domain_id: await idOf(admin, 'groups', 'name', 'Block A'), protocol: 'mqtt',
    device_settings: { mqtt: { password: `secret-${serial}` } },
  });
  const device = new VirtualDevice({ brokerUrl: `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`, serial, password: `secret-${serial}` });
  await device.start();
  try {
    await raisedAndProcessed();
  } finally {
    await device.stop();
  }

  async function raisedAndProcessed() {
    const auditorLogin = unique('auditor').replace(' ', '.');
    await admin.create('users', {
      login: auditorLogin, name: `Auditor ${auditorLogin}`, password: `${auditorLogin}-password`, role_id: await idOf(admin, 'roles', 'name', 'Auditor'),
      domain_ids: [0], send_registration_link: false,
    });
    const raised = await device.alarm(5, 'panic');
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const alarm = { id: (raised.body as { alarm_id: number }).alarm_id };
    const auditor = await signedInPage(browser, auditorLogin, `${auditorLogin}-password`);
    await expect(auditor.getByRole('status', { name: 'Live updates: connected' })).toBeAttached();

    await test.step('the auditor sees the alarm but is offered nothing to do with it', async () => {
      await auditor.goto(`/devices/alarms/${alarm.id}/show`);
      await expect(auditor.getByText('Panic button').first()).toBeVisible();
      await expect(auditor.getByRole('button', { name: 'Process' })).toHaveCount(0);
    });

    await signIn(page, 'manager.a', DEMO_PASSWORD);
    await test.step('the administrator finds the alarms under their menu item', async () => {
      await page.getByRole('navigation').getByRole('menuitem', { name: 'Device alarms' }).click();
      await expect(page).toHaveURL(/\/devices\/alarms$/);
      await expect(tableRows(page).filter({ hasText: 'Panic button' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    });

    await test.step('processes it with a comment', async () => {
      await page.goto(`/devices/alarms/${alarm.id}/edit`);
      await page.getByRole('button', { name: 'Process' }).click();
      const dialog = page.getByRole('dialog', { name: 'Process' });
      await dialog.getByRole('textbox', { name: 'Comment' }).fill('Called the resident: the button was pressed by a child');
      await dialog.getByRole('button', { name: 'Process' }).click();
      await expect(notification(page, /^Alarm processed$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Process' })).toHaveCount(0);
      const stored = await manager.get<{ data: { processed: boolean; comment: string } }>(`/devices/alarms/${alarm.id}`);
      expect(stored.body.data).toMatchObject({ processed: true, comment: 'Called the resident: the button was pressed by a child' });
    });

    await test.step("the auditor's bell announces it without a reload", async () => {
      // The story's own auditor has exactly two: the alarm raised, then processed. Opening the bell before the second
      // arrived would show what it held at opening.
      const bell = auditor.getByRole('button', { name: 'Notifications (2 unread)' });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(auditor.getByRole('region', { name: 'Notifications' }).getByTestId('notification').filter({ hasText: 'Device alarm processed' }).first()).toBeVisible();
    });
  }
});
