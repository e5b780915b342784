/**
 * Page rows in headless Chromium (Debian's, never a downloaded one): signed in as admin through the login
 * form, the time from navigation to a list showing its first 25 rows, and to an edit form showing its
 * record: the identifiers list (the figure, on 100,000 identifiers) and, beside it, the users list.
 */
import { chromium, type Page } from '@playwright/test';
import type { Estate } from './seed';
import { ADMIN_PASSWORD } from './seed';

export interface PageFigures {
  identifiersListMs: number;
  identifierEditMs: number;
  usersListMs: number;
  userEditMs: number;
}

const ROWS = 25;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Login/ }).fill('admin');
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
}

/** Milliseconds from navigating to `path` until the list's 25th row shows. */
async function listMs(page: Page, path: string) {
  const rows = page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  const started = performance.now();
  await page.goto(path);
  await rows.nth(ROWS - 1).waitFor();
  return Math.round(performance.now() - started);
}

/** Milliseconds from navigating to an edit page until its title carries the record's name. */
async function editMs(page: Page, path: string, heading: string) {
  const started = performance.now();
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).waitFor();
  return Math.round(performance.now() - started);
}

export async function measurePages(baseUrl: string, estate: Estate): Promise<PageFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    page.setDefaultTimeout(60_000);
    await signIn(page);
    return {
      identifiersListMs: await listMs(page, '/identifiers'),
      identifierEditMs: await editMs(page, `/identifiers/${estate.sampleIdentifierId}/edit`, `Identifier: ${estate.sampleIdentifierName}`),
      usersListMs: await listMs(page, '/users'),
      userEditMs: await editMs(page, `/users/${estate.sampleUserId}/edit`, `User: ${estate.sampleUserName}`),
    };
  } finally {
    await browser.close();
  }
}
