/**
 * No page scrolls sideways (issue 14, item 6): a system administrator, who sees every menu item and every
 * action, walks every page of the menu in English (through the menu's links: each opens a page of the console,
 * none "not found"), Russian and Ukrainian at 1280×800, and a record's edit
 * and show page from every list in Russian and Ukrainian (the longest words), and the Russian device page
 * at 1280 and 1440 px; there no list cell breaks a word in two. Pages open inside the running console, as from its menu (a reload per page took
 * minutes), which also catches a page left wide by the one before. The widest action bars fold
 * into "More actions", whose items still work.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, apiAs, expect, idOf, listedRecords, pathOf, recordListRows, signIn, test, unique } from './support';

const LANGUAGES = ['en', 'ru', 'uk'] as const;
/** The Home menu item in each language: the console is seen to speak it. */
const HOME = { en: 'Home', ru: 'Главная', uk: 'Головна' } as const;

async function noSidewaysScroll(page: Page, where: string) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  // Polled: an action bar folds into "More actions" once it has measured itself, a moment after the page draws.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: `${where}: the page is wider than its window`, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

/**
 * The words of the list's cells that wrap across two lines (issue 34, item 10): a table breaks lines at spaces and
 * punctuation, never inside a word. Each run of letters or digits of each text node is measured as a Range: its
 * boxes on two line tops are a word cut in two ("Контролл|ер").
 */
async function wordsBrokenInCells(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('main td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
          if (boxes.some((box) => Math.abs(box.top - boxes[0].top) > box.height / 2)) broken.push(`${word[0]} (in "${text.trim()}")`);
        }
      }
    }
    return broken;
  });
}

/** Opens a path inside the running console (as a menu link would), without reloading the app for every page. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

async function menuPaths(page: Page) {
  const items = page.getByRole('navigation').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return (await items.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter((href) => href.startsWith('/') && href !== '/');
}

test.describe('No page scrolls sideways', () => {
  let login = '';
  const password = 'wide-screens-password';
  /** The user's profile language (the console follows it after sign-in), then signed in at that width. */
  async function signInSpeaking(page: Page, request: APIRequestContext, language: (typeof LANGUAGES)[number], width: number) {
    const api = await apiAs(request, login, password);
    const answer = await request.patch('/api/v0/profile', { headers: { authorization: `Bearer ${api.token}` }, data: { locale: language } });
    expect(answer.status()).toBe(200);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((locale) => window.localStorage.setItem('access-console.locale', locale), language);
    await signIn(page, login, password);
    await expect(page.getByRole('navigation').getByRole('menuitem', { name: HOME[language], exact: true })).toBeVisible();
  }

  test.beforeAll(async ({ request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const role = await idOf(admin, 'roles', 'name', 'System administrator');
    login = unique('polyglot').replace(' ', '.');
    await admin.create('users', { login, name: 'Polyglot Administrator', password, role_id: role, domain_ids: [0] });
    // Values that cannot break at a space, and many groups: a list must still fit the window.
    const groups = (await admin.get<{ data: { id: number }[] }>('/groups/items?size=12')).body.data.map((group) => group.id);
    // Unique on a retry too: the time fits within the 64 characters a login may have.
    const long = `a${'b'.repeat(40)}${Date.now()}`;
    await admin.create('users', { login: long.slice(0, 64), name: `Aaron ${long}`, email: `${long.slice(0, 50)}@example.test`, password, domain_ids: groups });
  });

  for (const language of LANGUAGES) {
    test(`every menu page${language === 'en' ? '' : ' and a record of every list'}, in ${language} at 1280 px`, async ({ page, request }) => {
      // Every menu page and, in ru and uk, a record of every list: some 120 pages.
      test.setTimeout(180_000);
      await signInSpeaking(page, request, language, 1280);
      const api = await apiAs(request, login, password);
      const paths = await menuPaths(page);
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) {
        if (language === 'en') {
          // In English through the menu itself, as a user goes: every item opens a page of the console.
          await page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${path}"]`).first().click();
          expect(pathOf(page), path).toBe(path);
          await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toHaveCount(0);
        } else {
          await openInApp(page, path);
        }
        await noSidewaysScroll(page, path);
        // English words are the shortest: its record pages are left to the Russian and Ukrainian walks.
        if (language === 'en') continue;
        // Rows the server holds are waited for, not skipped because they have not drawn yet.
        if (!(await listedRecords(api, path))) {
          await expect(recordListRows(page), `${path}: no records to draw`).toHaveCount(0);
          continue;
        }
        await expect(recordListRows(page).first(), `${path}: the records the server holds`).toBeVisible();
        // Polled: the references' names arrive a moment after the rows.
        await expect.poll(() => wordsBrokenInCells(page), { message: `${path}: words broken inside a table cell`, timeout: 3_000 }).toEqual([]);
        await recordListRows(page).first().locator('td').filter({ hasNot: page.locator('a, input') }).first().click();
        await expect(page).toHaveURL(/\/\d+\/(edit|show)$/);
        await noSidewaysScroll(page, pathOf(page));
        if (pathOf(page).endsWith('/edit')) {
          await openInApp(page, pathOf(page).replace(/\/edit$/, '/show'));
          await noSidewaysScroll(page, pathOf(page));
        }
      }
    });
  }

  test('the Russian device page at 1440 px keeps Edit in view and folds the rest into "More actions", which still works', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const device = await idOf(admin, 'devices', 'login', 'SN1001');
    await signInSpeaking(page, request, 'ru', 1280);
    await page.goto(`/devices/${device}/edit`);
    await noSidewaysScroll(page, 'device page, 1280 px');
    await expect(page.getByRole('button', { name: 'Редактировать' })).toBeVisible();
    await page.getByRole('button', { name: 'Другие действия' }).click();
    await page.getByRole('menuitem', { name: 'Задать протокол' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await noSidewaysScroll(page, 'device page, 1440 px');
  });

  test('"More actions" keeps its items while open: an action arriving late is listed, and stays when the bar widens', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const device = await idOf(admin, 'devices', 'login', 'SN1001');
    // 1024 px: the bar folds some buttons even before the device's allowed actions arrive. They are held back
    // until the menu is open: "Задать протокол" arrives folded into the open menu, and must stay there when the
    // wider window has room for it in the bar.
    await signInSpeaking(page, request, 'ru', 1024);
    let releaseActions = () => {};
    const actionsHeld = new Promise<void>((resolve) => (releaseActions = resolve));
    await page.route('**/api/v0/devices/*/allowed-actions', async (route) => {
      await actionsHeld;
      await route.continue();
    });
    await page.goto(`/devices/${device}/edit`);
    await page.getByRole('button', { name: 'Другие действия' }).click();
    releaseActions();
    await expect(page.getByRole('menuitem', { name: 'Задать протокол' })).toBeVisible();
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.getByRole('menuitem', { name: 'Задать протокол' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
