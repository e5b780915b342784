/**
 * What the stories share: the demo project's people, signing in through the login form, finding the
 * generated forms' fields and pickers by their English labels (locales/en.ts), and a few calls to the real
 * API (/api/v0) for setting the scene or checking what the server holds.
 */
import { type APIRequestContext, type Locator, type Page, test as base, expect } from '@playwright/test';
import { consoleEntities } from '../schemas';

/**
 * Playwright's `test`, watching every page for what a user would not see but would suffer from: uncaught
 * exceptions and scripts refused by the Content Security Policy. Either fails the test. What a story opens
 * closes with it; a failure prints the page and its last calls, which CI keeps only in its log.
 */
export const test = base.extend<{ othersClosed: void; pageProblems: string[]; failureReport: void }>({
  /**
   * The browsers a story opens for other people (a visitor, a second user) close with the story: left open,
   * their pages kept their live connections and timers running in the one browser every later story shares.
   */
  othersClosed: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) problems.push(`${message.type()}: ${message.text().slice(0, 300)}`);
      });
      await use(problems);
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  failureReport: [
    async ({ page, browser }, use, testInfo) => {
      const recent: string[] = [];
      const keep = (line: string) => recent.push(`${new Date().toISOString().slice(11, 23)} ${line}`) > 40 && recent.shift();
      page.on('response', (response) => {
        if (response.url().includes('/api/')) keep(`${response.status()} ${response.request().method()} ${response.url().replace(/^.*\/api\/v0/, '')}`);
      });
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => keep(`ws ${String(frame.payload).slice(0, 160)}`)));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      // CI names a failure's page snapshot only as a file it does not keep: the pages (a story may open one per
      // person) and the story page's last calls go to the log.
      const pages = browser.contexts().flatMap((context) => context.pages()).filter((open) => open.url() !== 'about:blank');
      for (const open of pages) console.log(`--- ${testInfo.title}: the page at ${open.url()}\n${(await pageSnapshot(open)).slice(0, 6_000)}`);
      console.log(`--- its last calls and live messages\n${recent.join('\n')}`);
    },
    { auto: true },
  ],
});
export { expect };

/** The page's content without the side menu; an open dialog, list box or alert sits outside it, so each is added. */
async function pageSnapshot(page: Page): Promise<string> {
  const region = (await page.locator('#main-content').count()) ? '#main-content, [role=dialog], [role=listbox], [role=menu], [role=alert]' : 'body';
  const parts = await page.locator(region).all();
  const snapshots = await Promise.all(parts.map((part) => part.ariaSnapshot({ timeout: 2_000 }).catch((error: Error) => `(no snapshot: ${error.message})`)));
  return snapshots.join('\n');
}

/** The administrator created on first start (playwright.config.ts ADMIN_PASSWORD). */
export const ADMIN = { login: 'admin', password: 'admin-password' };
/** Every demo user's password (server/demo/seed.ts). */
export const DEMO_PASSWORD = 'demo-password';

/** A name no other test or run has used: tests make their own records. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label exactly, with or without the required-field asterisk. */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

/** A form's text input by its label. */
export const textField = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: labelled(label) });

/** A path of the current page, without the origin. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The record id in /{resource}/{id}/edit or /show. */
export function recordIdOf(page: Page): number {
  const match = /\/(\d+)\/(edit|show)$/.exec(pathOf(page));
  if (!match) throw new Error(`not a record page: ${page.url()}`);
  return Number(match[1]);
}

/** Fills the login form the page shows and signs in. */
export async function submitLoginForm(page: Page, login: string, password: string) {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: labelled('Login') }).fill(login);
  await page.getByLabel(labelled('Password')).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in and opens the home page, or the page `at` (one load of the console, not two: a story that starts
 * on a list opens it directly). The session comes from the API (POST /api/v0/login) and is put where
 * the login form leaves it without "remember me" (the tab's sessionStorage, src/providers/token-store.ts),
 * which saves every story a load of the login page. Stories about signing in use the form
 * (submitLoginForm).
 */
export async function signIn(page: Page, login: string, password: string, at = '/home') {
  const answer = await page.request.post('/api/v0/login', { data: { login, password } });
  expect(answer.status(), `sign-in of ${login}`).toBe(200);
  const [{ token, refresh, project }] = ((await answer.json()) as { sessions: { token: string; refresh: string; project?: unknown }[] }).sessions;
  // Any page of the console's origin holds its sessionStorage; a small JSON answer loads no app.
  await page.goto('/api/v0/server/info');
  await page.evaluate((session) => sessionStorage.setItem('access-console.session', JSON.stringify(session)), { token, refresh, project });
  await page.goto(at);
  if (at === '/home') await expect(page).toHaveURL(/\/home$/);
}

/**
 * Clicks one of a page's actions where a person finds it: in the bar, or under "More actions" when the bar folded
 * it for lack of room (resources/action-bar.tsx). Which ones fold depends on the page's other actions and the
 * language, so a story does not count on it.
 */
export async function clickPageAction(page: Page, name: string) {
  const inBar = page.getByRole('button', { name, exact: true });
  const more = page.getByRole('button', { name: 'More actions' });
  await expect(inBar.or(more).first()).toBeVisible();
  if (await inBar.isVisible()) return inBar.click();
  await more.click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The notification react-admin shows at the bottom of the page. */
export const notification = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * Chooses a record in a reference field: in its autocomplete (type, then pick the match), or, for groups,
 * in its picker dialog ("Choose" next to the field label: search, tick, confirm).
 */
export async function pickReference(page: Page, field: string, choice: string) {
  const autocomplete = page.getByRole('combobox', { name: labelled(field) });
  if (await autocomplete.count()) {
    await autocomplete.click();
    // Key by key, as a person types: fill() sets the whole text at once and hides a box that loses keys.
    await autocomplete.pressSequentially(choice);
    await page.getByRole('option', { name: choice, exact: true }).click();
    return;
  }
  const choose = page.getByRole('button', { name: labelled(field) });
  // Focus first: leaving a corrected field re-checks it, and the error lines that vanish above would move
  // the button away between the press and the release of a click.
  await choose.focus();
  await choose.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill(choice);
  // The search runs after a pause: wait until the list is down to what was searched for.
  const option = dialog.getByRole('button', { name: choice, exact: true });
  await expect(dialog.getByRole('list').getByRole('button')).toHaveCount(1);
  await option.click();
  await expect(option.getByRole('radio').or(option.getByRole('checkbox'))).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Types into the list page's search box (the list follows after a short pause). */
export async function searchList(page: Page, text: string) {
  await page.getByRole('main').getByRole('textbox', { name: 'Search' }).fill(text);
}

/** The rows of a list page's table (the header row left out). */
export const tableRows = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });

/** The rows of a generated list (react-admin's data grid), whose rows open their record; other tables' rows do not. */
export const recordListRows = (page: Page) => page.getByRole('main').locator('table.RaDatagrid-table').getByRole('row').filter({ has: page.getByRole('cell') });

// ---- The API, for setting the scene and checking what the server holds -------------------------------

export interface Api {
  token: string;
  get<T = Record<string, unknown>>(path: string): Promise<{ status: number; body: T }>;
  /** Records of a list (`/{path}/items`) matching `field equals value`. */
  find(path: string, field: string, value: string | number): Promise<Record<string, unknown>[]>;
  create(path: string, record: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Deletes a record a test made (DELETE /{path}/{id}). */
  remove(path: string, id: unknown): Promise<void>;
}

/** Signs in to the API (POST /api/v0/login) and answers a small client carrying that session. */
export async function apiAs(request: APIRequestContext, login: string, password: string): Promise<Api> {
  const answer = await request.post('/api/v0/login', { data: { login, password } });
  expect(answer.status(), `API sign-in of ${login}`).toBe(200);
  const { sessions } = (await answer.json()) as { sessions: { token: string }[] };
  const token = sessions[0].token;
  const headers = { authorization: `Bearer ${token}` };
  const api: Api = {
    token,
    async get(path) {
      const response = await request.get(`/api/v0${path}`, { headers });
      return { status: response.status(), body: await response.json() };
    },
    async find(path, field, value) {
      const filters = JSON.stringify({ items: [{ field, rule: 'equals', value }] });
      const { status, body } = await api.get<{ data: Record<string, unknown>[] }>(`/${path}/items?filters=${encodeURIComponent(filters)}`);
      expect(status, `GET /${path}/items`).toBe(200);
      return body.data;
    },
    async create(path, record) {
      const response = await request.put(`/api/v0/${path}`, { headers, data: record });
      expect(response.status(), `PUT /${path}: ${await response.text()}`).toBe(201);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    },
    async remove(path, id) {
      const response = await request.delete(`/api/v0/${path}/${id}`, { headers });
      expect(response.status(), `DELETE /${path}/${id}: ${await response.text()}`).toBe(200);
    },
  };
  return api;
}

/** The console's generated lists, one per entity (schemas/): the page's path, and the API path it lists. */
const ENTITY_LISTS = new Map(consoleEntities.map((entity) => [`/${entity.route ?? entity.path}`, `/${entity.path}`]));

/**
 * How many records (0 or 1) the generated list at `path` has to draw, as the server answers GET
 * /api/v0{path}/items to the walking user; undefined when the path is no entity's list (a settings page, a
 * dashboard, the notifications). A walk trusts this, not what is drawn yet: a list whose rows have not drawn
 * is a list to wait for, not one to skip.
 */
export async function listedRecords(api: Api, path: string) {
  const listed = ENTITY_LISTS.get(new URL(path, 'http://console').pathname);
  if (!listed) return undefined;
  const answer = await api.get<{ data: unknown[] }>(`${listed}/items?size=1`);
  expect(answer.status, `GET ${listed}/items`).toBe(200);
  return answer.body.data.length;
}

/** The id of the one record of `path` whose `field` equals `value`. */
export async function idOf(api: Api, path: string, field: string, value: string): Promise<number> {
  const found = await api.find(path, field, value);
  expect(found, `${path} with ${field} = ${value}`).toHaveLength(1);
  return Number(found[0].id);
}

// ---- People the account stories make --------------------------------------------------------------

export interface Person {
  id: number;
  login: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A resident of the demo's Apartment 111 created by `admin` through the API, with a password and an
 * e-mail of its own; no invitation mail unless `invite` (then no password: the invitation sets it).
 */
export async function createResident(admin: Api, { invite = false } = {}): Promise<Person> {
  const tag = unique('p').split(' ')[1];
  const login = `resident.${tag}`;
  const person = { login, name: `Resident ${tag}`, email: `${login}@example.test`, password: invite ? '' : `pw-${tag}-secret` };
  const [groupId, roleId] = [await idOf(admin, 'groups', 'name', 'Apartment 111'), await idOf(admin, 'roles', 'name', 'Resident')];
  const created = await admin.create('users', {
    login: person.login,
    name: person.name,
    email: person.email,
    ...(invite ? {} : { password: person.password }),
    role_id: roleId,
    domain_ids: [groupId],
    send_registration_link: invite,
  });
  return { ...person, id: Number(created.id) };
}

/** Answers the status of a sign-in through the API (200 when the password is right). */
export async function apiLoginStatus(request: APIRequestContext, login: string, password: string): Promise<number> {
  return (await request.post('/api/v0/login', { data: { login, password } })).status();
}
