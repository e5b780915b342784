/**
 * Page rows in headless Chromium (Debian's, never a downloaded one): signed in as admin through the login
 * form, the time from navigation to the users list showing its first 25 rows, and to an edit form showing
 * its record. TODO: the identifiers list once identifiers exist (the figure is on 100,000 of them).
 */
import { chromium } from '@playwright/test';
import { ADMIN_PASSWORD } from './seed';

export interface PageFigures {
  usersListMs: number;
  editFormMs: number;
}

const ROWS = 25;

export async function measurePages(baseUrl: string, userId: number, userName: string): Promise<PageFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    page.setDefaultTimeout(60_000);
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^Login/ }).fill('admin');
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);

    const rows = page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
    let started = performance.now();
    await page.goto('/users');
    await rows.nth(ROWS - 1).waitFor();
    const usersListMs = Math.round(performance.now() - started);

    started = performance.now();
    await page.goto(`/users/${userId}/edit`);
    await page.getByRole('heading', { name: `User: ${userName}` }).waitFor();
    const editFormMs = Math.round(performance.now() - started);
    return { usersListMs, editFormMs };
  } finally {
    await browser.close();
  }
}
