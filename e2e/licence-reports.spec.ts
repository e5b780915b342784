/**
 * Licence reports (issue 18 item 6) as an administrator's story: Reports → License reports from the menu, the
 * licences used per group narrowed to buildings, the chart beside the table, an xlsx download with the table's
 * rows, then the users' licence periods.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { isZip, sheetTexts } from '../server/export/xlsx-reader.test-support';
import { ADMIN, expect, labelled, signIn, test } from './support';

const menuItem = (page: Page, name: string) => page.getByRole('navigation').getByRole('menuitem', { name, exact: true });
const reportTable = (page: Page, name: string) => page.getByRole('main').getByRole('table', { name });
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Licence reports', () => {
  test('an administrator narrows the licences used to buildings, sees chart and table, and downloads the rows as xlsx', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN.login, ADMIN.password);
    await menuItem(page, 'License reports').click();
    await expect(page).toHaveURL(/\/reports\/licenses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'License reports' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Licenses used' })).toHaveAttribute('aria-selected', 'true');

    const used = reportTable(page, 'Licenses used');
    await test.step('Every group at first, with the chart of used against licensed', async () => {
      await expect(used.getByRole('cell', { name: 'Apartment 111', exact: true })).toBeVisible();
      await expect(page.getByTestId('licence-report-chart').locator('svg').first()).toBeVisible();
      await expect(used.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();
    });

    await test.step('Group types: buildings only', async () => {
      await page.getByRole('combobox', { name: labelled('Group types') }).click();
      await page.getByRole('option', { name: 'Building', exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(used.getByRole('cell', { name: 'Apartment 111', exact: true })).toHaveCount(0);
      await expect(used.getByRole('cell', { name: 'Block A', exact: true })).toBeVisible();
      await expect(used.getByRole('cell', { name: 'Block B', exact: true })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });

    await test.step('Download xlsx: the file has the rows shown', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download xlsx' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^licenses-used-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const bytes = new Uint8Array(await readFile(await download.path()));
      expect(isZip(bytes)).toBe(true);
      const texts = sheetTexts(bytes);
      expect(texts).toEqual(expect.arrayContaining(['name', 'sip', 'Block A', 'Block B', 'total']));
      expect(texts).not.toContain('Apartment 111');
    });

    await test.step('License periods: the users with their periods and status', async () => {
      await page.getByRole('tab', { name: 'License periods' }).click();
      const periods = reportTable(page, 'License periods');
      const resident = periods.getByRole('row').filter({ hasText: 'resident1' });
      await expect(resident).toContainText('no end');
      await expect(resident).toContainText('Active');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});
