/**
 * Device leftovers, exports and custom repeats (issue 6): the export format picker downloads the device events
 * as an xlsx workbook; a device's protocol is set from its page and the page shows it at once; a device's
 * forwards download as xlsx; devices selected in the list get a protocol in one go; a schedule is edited to repeat every 2 weeks on Mon and Wed, the custom fields
 * showing only for a custom repeat.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN, apiAs, clickPageAction, expect, labelled, notification, searchList, signIn, tableRows, test, textField, unique } from './support';

/** A zip file (xlsx is one) starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Devices and exports', () => {
  test('the device events list downloads an xlsx workbook chosen in the export format picker', async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password, '/devices/events');
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export format' });
    await expect(dialog.getByRole('radio', { name: 'CSV (comma-separated values)' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Excel workbook (xlsx)' }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^devices-events-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile(await download.path());
    expect(isZip(bytes)).toBe(true);
    expect(bytes.length).toBeGreaterThan(1000);
    await expect(dialog).toBeHidden();
  });

  test("a device's protocol is set from its page, and its forwards download", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const [blockA] = await admin.find('groups', 'name', 'Block A');
    const name = unique('Side gate');
    const device = await admin.create('devices', { name, login: unique('SN').replace(' ', '-'), domain_id: blockA.id, protocol: 'mqtt' });
    await signIn(page, ADMIN.login, ADMIN.password, `/devices/${device.id}/edit`);

    await test.step('Set protocol: choose http, confirm, the page shows it', async () => {
      await page.getByRole('button', { name: 'Set protocol' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set protocol' });
      await expect(dialog).toContainText(`Device ${name} uses MQTT now.`);
      await expect(dialog.getByRole('radio', { name: 'HTTP' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Set protocol' }).click();
      await expect(notification(page, 'Protocol set to HTTP')).toBeVisible();
      await expect(dialog).toBeHidden();
      const { body } = await admin.get<{ data: { protocol: string } }>(`/devices/${device.id}`);
      expect(body.data.protocol).toBe('http');
      expect(await admin.find('devices/tasks', 'device_id', Number(device.id))).toEqual([expect.objectContaining({ type: 'set_protocol', payload: { protocol: 'http' } })]);
      await expect(page.getByRole('combobox', { name: labelled('Protocol') })).toContainText('http', { ignoreCase: true });
    });

    await test.step('Forwards: an xlsx file of where the calls go', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), clickPageAction(page, 'Forwards')]);
      expect(download.suggestedFilename()).toBe(`device-${device.id}-forwards.xlsx`);
      expect(isZip(await readFile(await download.path()))).toBe(true);
    });
    await admin.remove('devices', device.id);
  });

  test('devices selected in the list get MQTT in one go', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const [blockA] = await admin.find('groups', 'name', 'Block A');
    const batch = unique('Bulk gate');
    const devices = await Promise.all(
      ['1', '2'].map((n) => admin.create('devices', { name: `${batch} ${n}`, login: unique('SN').replace(' ', '-'), domain_id: blockA.id, protocol: 'http' })),
    );
    await signIn(page, ADMIN.login, ADMIN.password, '/devices');
    await searchList(page, batch);
    await expect(tableRows(page)).toHaveCount(2);
    for (const row of await tableRows(page).all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Set protocol' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set protocol' });
    await expect(dialog).toContainText('2 devices are each told in a task.');
    await expect(dialog.getByRole('radio', { name: 'MQTT' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Set protocol' }).click();
    await expect(notification(page, 'Protocol set to MQTT')).toBeVisible();
    for (const device of devices) {
      expect((await admin.get<{ data: { protocol: string } }>(`/devices/${device.id}`)).body.data.protocol).toBe('mqtt');
      await admin.remove('devices', device.id);
    }
  });

  test('a schedule is edited to repeat every 2 weeks on Mon and Wed', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const schedule = await admin.create('schedules', { name: unique('Cleaning'), valid_from: '2026-11-02T00:00:00.000Z' });
    const label = (text: string) => page.getByText(text, { exact: true });
    await signIn(page, ADMIN.login, ADMIN.password, `/schedules/${schedule.id}/show`);
    await expect(label('Repeat')).toBeVisible();
    await expect(label('Repeat every')).toHaveCount(0); // a weekly schedule shows no custom fields
    await page.goto(`/schedules/${schedule.id}/edit`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const every = textField(page, 'Repeat every').or(page.getByRole('spinbutton', { name: labelled('Repeat every') }));
    await expect(every).toHaveCount(0); // weekly: no custom fields
    await expect(label('On weekdays')).toHaveCount(0);

    await choose(page, 'Repeat', 'Custom');
    await expect(every).toBeVisible();
    await expect(label('On weekdays')).toBeVisible();
    await expect(label('On days of the month')).toHaveCount(0); // months only
    await every.fill('2');
    await page.getByRole('checkbox', { name: 'Mon', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Wed', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, `${schedule.name} saved`)).toBeVisible();

    const { body } = await admin.get<{ data: Record<string, unknown> }>(`/schedules/${schedule.id}`);
    expect(body.data).toMatchObject({ repeat_mode: 'custom', repeat_every: 2, repeat_unit: 'week', repeat_week_days: ['mon', 'wed'] });

    await page.goto(`/schedules/${schedule.id}/show`);
    await expect(label('Repeat every')).toBeVisible();
    await expect(label('On weekdays')).toBeVisible();
    await expect(label('On days of the month')).toHaveCount(0);
  });
});
