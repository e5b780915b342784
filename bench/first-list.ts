/**
 * "First list painted, cold and warm" (issue 34): on a server seeded with the demo project, in headless
 * Chromium (Debian's), the administrator signs in, reads Home for a moment, then clicks a list in the side
 * menu: milliseconds from the click to the first row with text painted. Cold is the session's first list
 * (its screens' code may still have to load), warm a later one; each session is a fresh browser context (an
 * empty cache) and the figures are medians. The warm list is the baseline: a first list is as fast once
 * its code is there.
 */
import { chromium, type Page } from '@playwright/test';
import { startChild } from './child';
import { type Row, ratio } from './report';

export interface FirstListFigures {
  sessions: number;
  coldMs: number;
  warmMs: number;
  coldRuns: number[];
  warmRuns: number[];
}

export const FIRST_LIST_TARGET_MS = 300;
const ADMIN_PASSWORD = 'bench-first-list';
/** How long the user reads Home, once its figures are in, before the first click. */
const READ_HOME_MS = 1000;
/** Two lists, opened in turn first and second, so that cold and warm medians cover the same pages. */
const LISTS = ['/devices', '/users'] as const;

/**
 * Clicks the menu's link to the path in the page and resolves with the milliseconds until a row of the
 * page's table has a cell with text (not the loading skeleton), after the frame that paints it. A string,
 * so that tsx's helpers (__name) do not travel into the page.
 */
const CLICK_TO_FIRST_ROW = `(target) => new Promise((resolve, reject) => {
  const link = document.querySelector('nav a[href="' + target + '"]');
  if (!link) return reject(new Error('no menu link to ' + target));
  const painted = () => location.pathname === target && [...document.querySelectorAll('main table tbody td')].some((cell) => cell.textContent.trim());
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    // The row is in the DOM; the next frame paints it.
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  link.click();
})`;

const clickToFirstRow = (page: Page, path: string) => page.evaluate<number>(`(${CLICK_TO_FIRST_ROW})(${JSON.stringify(path)})`);

/**
 * Home's figures are in: its list of records shows every count ('…' while one is on its way). The network
 * going quiet alone is no sign of it: on a busy machine Home asked for its counts only after a quiet half
 * second, and the click then landed while Home was still loading.
 */
const HOME_FIGURES_IN = `(() => {
  const counts = [...document.querySelectorAll('main ul[aria-label="Records you can see"] li, main ul[aria-label="Records you can see"] a')];
  return counts.length > 0 && counts.every((item) => !item.textContent.includes('\u2026'));
})()`;

/** Polled with evaluate: waitForFunction evaluates its string with eval, which the console's CSP refuses. */
async function homeFiguresIn(page: Page) {
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate<boolean>(HOME_FIGURES_IN))) {
    if (Date.now() > deadline) throw new Error("Home's figures did not come in within 60 s");
    await page.waitForTimeout(50);
  }
}

async function session(browser: Awaited<ReturnType<typeof chromium.launch>>, baseURL: string, [coldList, warmList]: readonly string[]) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^Login/ }).fill('admin');
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);
    await page.locator(`nav a[href="${coldList}"]`).waitFor();
    await homeFiguresIn(page);
    await page.waitForTimeout(READ_HOME_MS);
    const cold = await clickToFirstRow(page, coldList);
    await page.waitForTimeout(500);
    const warm = await clickToFirstRow(page, warmList);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Serves `consoleDir` from a server with the demo project on a fresh SQLite file in `dataDir`. */
export async function measureFirstList(consoleDir: string, dataDir: string, sessions: number): Promise<FirstListFigures> {
  const server = await startChild('./product-server.ts', {
    BENCH_DATABASE_URL: `sqlite:${dataDir}/demo.db`, BENCH_CONSOLE_DIR: consoleDir, BENCH_DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const coldRuns: number[] = [];
    const warmRuns: number[] = [];
    for (let i = 0; i < sessions; i += 1) {
      const { cold, warm } = await session(browser, server.url, i % 2 ? [...LISTS].reverse() : LISTS);
      coldRuns.push(Math.round(cold));
      warmRuns.push(Math.round(warm));
    }
    return { sessions, coldMs: median(coldRuns), warmMs: median(warmRuns), coldRuns, warmRuns };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The row of `npm run bench` (and of bench:first-list). */
export function firstListRows(figures: FirstListFigures): Row[] {
  return [{
    section: 'pages (demo project, sqlite)',
    measure: `first list painted, cold and warm: menu click to first row painted, ${READ_HOME_MS / 1000} s after Home's figures are in (median of ${figures.sessions} sessions; target: cold under ${FIRST_LIST_TARGET_MS} ms)`,
    ours: `cold ${figures.coldMs} ms${figures.coldMs < FIRST_LIST_TARGET_MS ? '' : ' (OVER THE TARGET)'}`,
    baseline: `warm ${figures.warmMs} ms`,
    ratio: ratio(figures.coldMs, figures.warmMs),
  }];
}
