/**
 * Read-only roles never meet a dead end (issue 14, item 1; issue 34): the demo auditor, who reads everything
 * and changes nothing, a resident and a concierge walk through every menu item they see and open a record from
 * every list. No page says "Access denied" or "not yet available", no error toast shows, an empty list offers a
 * way on (Create), no list offers row checkboxes or a Create button to the auditor, a record opens on its show
 * page with no Edit (a conversation on its thread), and the server refuses nothing they were offered.
 */
import type { Page, Response } from '@playwright/test';
import { type Api, DEMO_PASSWORD, apiAs, expect, listedRecords, pathOf, recordListRows, signIn, tableRows, test } from './support';

/** Every menu item the signed-in user sees, as paths (groups start expanded). */
async function menuPaths(page: Page) {
  const items = page.getByRole('navigation').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://console').pathname).filter((path) => path !== '/');
}

/** Records every answer of the API the server refused as forbidden. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/v0/') && response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return refused;
}

const accessDenied = (page: Page) => page.getByText(/Access denied|right permissions to access this page/);

/**
 * A page that leads nowhere, for a resident and a concierge, whose pages are their own few records: not yet
 * available, an error toast, or a page that says there is nothing with nothing to do about it. (The auditor
 * reads the whole project, some of whose lists are empty and not the auditor's to fill.)
 */
async function expectNoDeadEnd(page: Page, where: string) {
  await expect(page.getByText(/not yet available/i), `${where}: not yet available`).toHaveCount(0);
  await expect(page.locator('.RaNotification-error'), `${where}: an error toast`).toHaveCount(0);
  const main = page.getByRole('main');
  const nothing = main.locator('[data-testid="InboxIcon"]').or(main.getByText(NOTHING_HERE));
  // A way on: something to create, or a note of where the records come from.
  const wayOn = main.getByRole('link', { name: 'Create' }).or(main.getByRole('note'));
  if (await nothing.count()) await expect(wayOn.first(), `${where}: a page that says there is nothing, and no way on`).toBeVisible();
}

/** A page's whole sentence that there is nothing to see ("No conversations yet.", "No subjects or no devices in this group."). */
const NOTHING_HERE = /^(There are no|No) [^.]* (yet|in this group)\.?$/;

/** Where a list's row opens: the record's show or edit page, or the page the description names (a conversation's thread). */
const RECORD_PAGE = /\/\d+\/(show|edit)$|\/conversation\/\d+$/;

/**
 * Waits for a page to settle: the loading bar gone and the main area rendered. A list's rows are waited for
 * by the walk itself (the server is asked how many it holds), and refusals are collected by `watchRefusals`
 * through the whole walk, so nothing here waits for the network to fall quiet (half a second a page).
 */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** The refusals once every request of the walk has been answered. */
async function refusalsAfterWalk(page: Page, refused: string[]) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return refused;
}

async function walk(page: Page, api: Api, opts: { readOnly: boolean; ownPages?: boolean }) {
  const visited: string[] = [];
  for (const path of await menuPaths(page)) {
    // Through the menu, as the user goes (a reload per page cost the walk about a second a page).
    await page.getByRole('navigation').locator(`a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
    await settled(page);
    await expect(accessDenied(page), path).toHaveCount(0);
    if (opts.ownPages) await expectNoDeadEnd(page, path);
    const rows = recordListRows(page);
    const held = await listedRecords(api, path);
    if (!held) {
      // No list here, or an empty one: the page draws no record to open.
      await expect(rows, `${path}: no records to draw`).toHaveCount(0);
      continue;
    }
    await expect(rows.first(), `${path}: the records the server holds`).toBeVisible();
    if (opts.readOnly) {
      await expect(page.getByRole('main').getByRole('table').getByRole('checkbox'), `${path}: row checkboxes`).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Create' }), `${path}: Create`).toHaveCount(0);
    }
    // A cell without a link: a reference chip in the row would open the referenced record instead.
    await rows.first().locator('td').filter({ hasNot: page.locator('a, input') }).first().click();
    // Users open on their edit page in view mode, as everyone may edit their own record.
    await expect(page).toHaveURL(opts.readOnly && path !== '/users' ? /\/\d+\/show$/ : RECORD_PAGE);
    await settled(page);
    await expect(accessDenied(page), `${path}: record`).toHaveCount(0);
    if (opts.ownPages) await expectNoDeadEnd(page, `${path}: record`);
    visited.push(path);
  }
  return visited;
}

test.describe('Read-only roles walk through every page they are offered', () => {
  test('the auditor opens every menu item and a record of every list: show pages, no Edit, nothing refused', async ({ page, request }) => {
    // Some forty pages and records, telephony's and the settings' among them.
    test.setTimeout(360_000);
    const refused = watchRefusals(page);
    await signIn(page, 'auditor', DEMO_PASSWORD);
    const visited = await walk(page, await apiAs(request, 'auditor', DEMO_PASSWORD), { readOnly: true });
    // The demo's users, groups, roles, devices, identifiers and schedules at least have records to open.
    expect(visited).toEqual(expect.arrayContaining(['/users', '/groups', '/roles', '/devices', '/identifiers', '/schedules']));
    expect(await refusalsAfterWalk(page, refused)).toEqual([]);
  });

  test('on a record page the auditor is offered Edit only on their own user record', async ({ page }) => {
    await signIn(page, 'auditor', DEMO_PASSWORD, '/devices');
    await tableRows(page).first().click();
    await expect(page).toHaveURL(/\/devices\/\d+\/show$/);
    await expect(page.getByRole('link', { name: 'Back to list' }).or(page.getByRole('link', { name: 'List' }))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    // A typed edit address opens the record to read, not an editable form or "Access denied".
    const id = /\/devices\/(\d+)\/show$/.exec(pathOf(page))![1];
    await page.goto(`/devices/${id}/edit`);
    await expect(page).toHaveURL(new RegExp(`/devices/${id}/show$`));
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await page.goto('/users');
    await tableRows(page).filter({ hasText: 'Audrey Auditor' }).getByText('Audrey Auditor').click();
    await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.goto('/users');
    await tableRows(page).filter({ hasText: 'Alice Manager' }).getByText('Alice Manager').click();
    await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
    await expect(page.getByText('Alice Manager').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('a resident opens every menu item they see, none of them denied', async ({ page, request }) => {
    // A page and a record of each of the resident's lists (amenities and reservations among them): over a
    // minute on a loaded machine.
    test.setTimeout(180_000);
    const refused = watchRefusals(page);
    await signIn(page, 'resident1', DEMO_PASSWORD);
    const paths = await menuPaths(page);
    expect(paths).not.toContain('/identifiers');
    const visited = await walk(page, await apiAs(request, 'resident1', DEMO_PASSWORD), { readOnly: false, ownPages: true });
    // The resident's own user record at least.
    expect(visited).toContain('/users');
    expect(await refusalsAfterWalk(page, refused)).toEqual([]);
  });

  test('a concierge opens every menu item they see and a record of every list, none a dead end', async ({ page, request }) => {
    test.setTimeout(180_000);
    const refused = watchRefusals(page);
    await signIn(page, 'concierge.a', DEMO_PASSWORD);
    const visited = await walk(page, await apiAs(request, 'concierge.a', DEMO_PASSWORD), { readOnly: false, ownPages: true });
    // The doors of their block at least.
    expect(visited).toEqual(expect.arrayContaining(['/users', '/devices']));
    expect(await refusalsAfterWalk(page, refused)).toEqual([]);
  });

  test("a resident's access matrix lists their own doors, and their own record offers only what they may change", async ({ page, request }) => {
    await signIn(page, 'resident1', DEMO_PASSWORD, '/access-matrix');
    const doors = page.getByRole('list', { name: 'Your doors' }).getByRole('listitem');
    await expect(doors.filter({ hasText: 'panel 1 (Block A)' })).toHaveAttribute('data-state', 'allowed');
    await expect(page.getByText(/× 0|No subjects or no devices/)).toHaveCount(0);

    const own = (await (await apiAs(request, 'resident1', DEMO_PASSWORD)).get<{ data: { id: number } }>('/profile')).body.data.id;
    await page.goto(`/users/${own}/edit`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toBeEditable();
    await expect(page.getByRole('textbox', { name: /^Login/ })).not.toBeEditable();
    await expect(page.getByRole('combobox', { name: /^Role/, disabled: false })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Password/ })).toHaveCount(0);
  });
});
