/**
 * The access matrix as the administrator uses it: a rule gives a resident a device during a schedule, and
 * the matrix shows the cell allowed at a moment inside it, naming the rule, and denied outside it; a
 * prohibition for the same pair turns it denied, naming the prohibition. Panels whose long names differ
 * only at the end read in full in the header, with their groups. And a 1,000 × 200 matrix scrolls
 * to its far corner with only the rows in view in the page, fetched in blocks (the data is served by the
 * test, to keep the story fast; the server at full size is tested in server/access-decision/matrix-limits.test.ts).
 */
import type { Page, Route } from '@playwright/test';
import { ADMIN, apiAs, createResident, expect, idOf, signIn, test, unique } from './support';

const cell = (page: Page, subjectId: number, deviceId: number) => page.locator(`[data-cell="${subjectId}:${deviceId}"]`);

async function chooseGroup(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Group' }).pressSequentially(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('Access matrix', () => {
  test('a rule allows a resident at a device in its schedule, a prohibition then denies it, each named on hover', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const apartment = await idOf(admin, 'groups', 'name', 'Apartment 111');
    const resident = await createResident(admin);
    const device = await admin.create('devices', { name: unique('Matrix door'), login: unique('mx').replace(' ', '-'), domain_id: apartment });
    const schedule = await admin.create('schedules', { name: unique('Monday hours'), weekly_slots: [{ days: ['mon'], from: 32400, to: 64800 }] });
    const ruleName = unique('Matrix door for the resident');
    const rule = await admin.create('access-rules', { name: ruleName, device_ids: [device.id], time_rules: [schedule.id], user_ids: [resident.id], domain_ids: [apartment] });
    const target = cell(page, resident.id, Number(device.id));
    const reasonOnHover = async () => {
      await page.mouse.move(0, 0);
      await target.hover();
      return page.getByRole('tooltip');
    };

    await signIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Access matrix', exact: true }).click();
    await expect(page).toHaveURL(/\/access-matrix$/);
    await chooseGroup(page, 'Apartment 111');
    await page.getByRole('button', { name: 'At a moment' }).click();
    const moment = page.getByLabel('Moment');

    await test.step('on a Monday at 10:00 the rule allows, naming the rule and its schedule', async () => {
      await moment.fill('2026-11-23T10:00');
      await expect(target).toHaveAttribute('data-state', 'allowed');
      await expect(await reasonOnHover()).toHaveText(`Allowed by rule “${ruleName}”, schedule “${schedule.name}”`);
    });

    await test.step('on the Tuesday it is outside the schedule', async () => {
      await moment.fill('2026-11-24T10:00');
      await expect(target).toHaveAttribute('data-state', 'denied');
      await expect(await reasonOnHover()).toHaveText(`Denied: outside schedule “${schedule.name}” of rule “${ruleName}”`);
    });

    const prohibitionName = unique('Matrix door closed');
    const prohibition = await admin.create('access-rules', { name: prohibitionName, device_ids: [device.id], user_ids: [resident.id], domain_ids: [apartment], prohibition: true });
    await test.step('after a prohibition for the pair, the refreshed Monday cell is denied by it', async () => {
      await moment.fill('2026-11-23T10:00');
      await page.getByRole('main').getByRole('button', { name: 'Refresh' }).click();
      await expect(target).toHaveAttribute('data-state', 'denied');
      await expect(await reasonOnHover()).toHaveText(`Denied by prohibition “${prohibitionName}”`);
    });

    for (const [path, id] of [['access-rules', prohibition.id], ['access-rules', rule.id], ['schedules', schedule.id], ['devices', device.id], ['users', resident.id]] as const) await admin.remove(path, id);
  });

  test('a 1,000 × 200 matrix scrolls to its far corner, rendering only what is in view, fetched in blocks of rows', async ({ page }) => {
    const users = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `User ${String(i + 1).padStart(4, '0')}` }));
    const devices = Array.from({ length: 200 }, (_, i) => ({ id: 5001 + i, name: `Door ${i + 1}` }));
    const blocks: number[] = [];
    const list = (data: unknown[]) => (route: Route) => route.fulfill({ json: { data, pagination: { total: data.length, size: 1000, page: 1 } } });
    await page.route('**/api/v0/users/items?*', list(users));
    await page.route('**/api/v0/devices/items?*', list(devices));
    await page.route('**/api/v0/access-decision/matrix', (route) => {
      const body = route.request().postDataJSON() as { user_ids: number[]; device_ids: number[] };
      blocks.push(body.user_ids.length);
      const cells = body.user_ids.flatMap((u) => body.device_ids.map((d) => ({ subject_id: u, device_id: d, allowed: (u + d) % 2 === 0, reason: { code: (u + d) % 2 === 0 ? 'allowed_by_rule' : 'no_rule', rule_id: 1 } })));
      return route.fulfill({ json: { data: { at: new Date().toISOString(), cells } } });
    });

    await signIn(page, ADMIN.login, ADMIN.password, '/access-matrix');
    await expect(page.getByTestId('access-matrix-summary')).toContainText('1000 × 200');
    await expect(cell(page, 1, 5001)).toHaveAttribute('data-state', 'allowed');
    expect(await page.locator('[data-cell]').count()).toBeLessThan(1000);

    const grid = page.getByTestId('access-matrix-grid');
    await grid.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    await expect(cell(page, 1000, 5200)).toHaveAttribute('data-state', 'allowed');
    await expect(page.locator('[data-subject="1000"]')).toHaveText('User 1000');
    await expect(cell(page, 1, 5001)).toHaveCount(0);
    expect(await page.locator('[data-cell]').count()).toBeLessThan(1000);
    // Each request is one block of at most 100 users against all 200 devices; the middle was never asked for.
    expect(blocks.every((n) => n === 100)).toBe(true);
    expect(blocks.length).toBeLessThan(10);
  });

  test('two panels whose names differ only at the end are told apart: full names wrapped in the header, with their groups', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const entrances = [await idOf(admin, 'groups', 'name', 'Block A entrance 1'), await idOf(admin, 'groups', 'name', 'Block A entrance 2')];
    const stamp = unique('x').split(' ')[1];
    const names = entrances.map((_, n) => `Main entrance door panel with intercom ${stamp} number ${n + 1}`);
    const devices = await Promise.all(names.map((name, n) => admin.create('devices', { name, login: `hdr-${stamp}-${n}`, domain_id: entrances[n] })));
    await signIn(page, ADMIN.login, ADMIN.password, '/access-matrix');
    await chooseGroup(page, 'Block A');
    for (const [n, device] of devices.entries()) {
      const header = page.locator(`[data-device="${device.id}"]`);
      await expect(header).toBeVisible();
      const name = header.locator('[data-device-name]');
      await expect(name).toHaveText(names[n]);
      // Readable on screen, not only in a tooltip: the name is not cut (no text beyond its box).
      const box = await name.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(box.scrollHeight, JSON.stringify(box)).toBeLessThanOrEqual(box.clientHeight);
      expect(box.scrollWidth, JSON.stringify(box)).toBeLessThanOrEqual(box.clientWidth);
      await expect(header.locator('[data-device-group]')).toHaveText(`Block A entrance ${n + 1}`);
    }
  });
});
