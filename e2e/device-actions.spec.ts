/**
 * Device page actions and the device lists (issue 6): remote control on an offline device explains why in
 * a dialog closed by its Close button; initialise asks, then queues a task that /devices/tasks lists; the
 * device events list downloads a CSV in the chosen format; apply settings queues a task and sync errors say
 * what the device holds (a refused sync and its Retry: devices-connected.spec.ts).
 */
import { readFile } from 'node:fs/promises';
import { ADMIN, apiAs, expect, idOf, notification, signIn, tableRows, test, unique } from './support';

test.describe('Device actions', () => {
  test('remote control on an offline device shows why, and Close closes it', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const blockA = await idOf(admin, 'groups', 'name', 'Block A');
    const device = await admin.create('devices', { name: unique('Gate'), login: unique('SN').replace(' ', '-'), domain_id: blockA, protocol: 'mqtt' });
    expect(device.status).toBe('offline');
    await signIn(page, ADMIN.login, ADMIN.password, `/devices/${device.id}/edit`);
    await page.getByRole('button', { name: 'Remote control' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remote control' });
    await expect(dialog).toContainText('Device status is offline, unable to connect');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await admin.remove('devices', device.id);
  });

  test('initialise creates a task visible in /devices/tasks', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const blockA = await idOf(admin, 'groups', 'name', 'Block A');
    const name = unique('Entrance panel');
    const device = await admin.create('devices', { name, login: unique('SN').replace(' ', '-'), domain_id: blockA, protocol: 'mqtt' });
    await signIn(page, ADMIN.login, ADMIN.password, `/devices/${device.id}/edit`);
    await page.getByRole('button', { name: 'Initialise device' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Send the initialisation to device ${name}?`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(notification(page, 'Initialisation task created')).toBeVisible();
    // The device is offline: its task waits for it (new until the task runner has looked, a moment later).
    expect(await admin.find('devices/tasks', 'device_id', Number(device.id))).toEqual([expect.objectContaining({ type: 'init', status: expect.stringMatching(/^(new|waiting)$/) })]);

    await page.goto('/devices/tasks');
    await expect(tableRows(page).filter({ hasText: name }).filter({ hasText: 'Initialise' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  });

  test('apply settings queues a task; sync errors say what the device holds', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const { body } = await admin.get<{ data: { id: number }[] }>('/devices/items?sort=id&size=1');
    const id = body.data[0].id;
    await signIn(page, ADMIN.login, ADMIN.password, `/devices/${id}/edit`);
    await page.getByRole('button', { name: 'Apply settings' }).click();
    await expect(notification(page, 'Settings will be sent to the device')).toBeVisible();
    expect(await admin.find('devices/tasks', 'device_id', id)).toContainEqual(expect.objectContaining({ type: 'apply_settings' }));

    await page.getByRole('button', { name: 'Sync errors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Synchronisation errors' });
    await expect(dialog.getByRole('table', { name: 'What the device holds' })).toContainText('Identifiers');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('device events download as CSV in the chosen format', async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password, '/devices/events');
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export format' });
    await expect(dialog.getByRole('radio', { name: 'CSV (comma-separated values)' })).toBeChecked();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^devices-events-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,device_id,device,type,message,data');
    expect(lines.length).toBeGreaterThan(1);
    await expect(dialog).toBeHidden();
  });
});
