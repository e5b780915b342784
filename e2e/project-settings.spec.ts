/**
 * The project settings page (/general-settings): the administrator changes the SIP port, is told on the
 * field when the value is refused (nothing stored), saves a good one and finds it after a reload; an
 * auditor, who may only view project settings, sees the same values with every field disabled and no Save.
 * Settings → IP blocking (issue 36 item 3): an address blocked by wrong sign-ins is unblocked from the page, and
 * whitelisted through the IP range dialog beside the server's read-only entry.
 * The mail test (issue 38 item 1): a wrong SMTP password typed in the form is refused by the SMTP server, and the
 * administrator reads why in their language, with nothing saved.
 */
import { request as httpRequest } from 'node:http';
import { ADMIN, DEMO_PASSWORD, apiAs, expect, notification, signIn, test } from './support';
import { startOwnConsole } from './own-console';
import { translate } from '../locales';
import { startSmtp } from '../server/test-support/smtp';

type Page = import('@playwright/test').Page;
const menuItem = (page: Page, name: string) => page.getByRole('navigation').getByRole('menuitem', { name, exact: true });
const sipPort = (page: Page) => page.getByRole('spinbutton', { name: 'SIP port' });
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the administrator changes the SIP port; an auditor sees it read-only', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const readPort = async () => ((await admin.get<{ data: { port: number } }>('/project-settings/sip')).body.data.port);
  const before = await readPort();
  const chosen = before === 5070 ? 5071 : 5070;

  try {
    await test.step('the administrator opens General settings from the menu, on its SIP tab', async () => {
      await signIn(page, ADMIN.login, ADMIN.password);
      await menuItem(page, 'General settings').click();
      await expect(page).toHaveURL(/\/general-settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'General settings' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Mail (SMTP)' })).toBeVisible();
      await page.getByRole('tab', { name: 'SIP' }).click();
      await expect(sipPort(page)).toHaveValue(String(before));
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => sidewaysOverflow(page), { message: 'the SIP tab scrolls sideways at 1280 px' }).toBeLessThanOrEqual(0);
    });

    const panel = page.getByRole('tabpanel', { name: /SIP/ });
    await test.step('a port out of range is refused on the field, and nothing is stored', async () => {
      await sipPort(page).fill('70000');
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(notification(page, 'Check fields data')).toBeVisible();
      await expect(panel.getByText('Value must be less than or equal to 65535')).toBeVisible();
      await expect(sipPort(page)).toHaveAttribute('aria-invalid', 'true');
      expect(await readPort()).toBe(before);
    });

    await test.step('the change is not lost by leaving: the menu asks first', async () => {
      await sipPort(page).fill(String(chosen));
      await expect(panel.getByText('Value must be less than or equal to 65535')).toBeHidden();
      await menuItem(page, 'Home').click();
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/general-settings$/);
      await expect(sipPort(page)).toHaveValue(String(chosen));
    });

    await test.step('a good port is saved, and kept after a reload', async () => {
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(notification(page, 'SIP settings saved')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
      expect(await readPort()).toBe(chosen);
      await page.reload();
      await page.getByRole('tab', { name: 'SIP' }).click();
      await expect(sipPort(page)).toHaveValue(String(chosen));
    });

    await test.step('an auditor sees the values, every field disabled, and no Save', async () => {
      await signIn(page, 'auditor', DEMO_PASSWORD, '/general-settings');
      await expect(page.getByText('You may view these settings')).toBeVisible();
      await page.getByRole('tab', { name: 'SIP' }).click();
      await expect(sipPort(page)).toHaveValue(String(chosen));
      await expect(sipPort(page)).toBeDisabled();
      await page.getByRole('tab', { name: 'General' }).click();
      await expect(page.getByRole('textbox', { name: 'Project name' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    });
  } finally {
    // Other stories of a full run meet the project's SIP settings as they were.
    await request.patch('/api/v0/project-settings/sip', { headers: { authorization: `Bearer ${admin.token}` }, data: { port: before } });
  }
});

test('a mail test with a wrong password shows the SMTP server’s refusal in Russian, and saves nothing', async ({ page, request }) => {
  // An SMTP server of the story's own on loopback, which wants a login the form gets wrong.
  const smtp = await startSmtp(0, '127.0.0.1', { credentials: { username: 'console', password: 'right-password' } });
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const headers = { authorization: `Bearer ${admin.token}` };
  const mailBefore = (await admin.get('/project-settings/mail')).body;
  const { locale } = (await admin.get<{ data: { locale: string } }>('/profile')).body.data;
  const ru = (key: string) => translate('ru', `project_settings.${key}`);
  try {
    await request.patch('/api/v0/profile', { headers, data: { locale: 'ru' } });
    await signIn(page, ADMIN.login, ADMIN.password, '/general-settings?tab=mail');
    const panel = page.getByRole('tabpanel', { name: ru('tabs.mail') });
    await panel.getByRole('combobox', { name: ru('fields.mail.type.label') }).click();
    await page.getByRole('option', { name: ru('choices.mail.type.smtp') }).click();
    await panel.getByRole('textbox', { name: ru('fields.mail.settings.host.label') }).pressSequentially('127.0.0.1');
    const port = panel.getByRole('spinbutton', { name: ru('fields.mail.settings.port.label') });
    await port.clear();
    await port.pressSequentially(String(smtp.port));
    await panel.getByRole('textbox', { name: ru('fields.mail.settings.username.label') }).pressSequentially('console');
    await panel.getByLabel(ru('fields.mail.settings.password.label'), { exact: true }).pressSequentially('wrong-password');
    // The administrator has no address of their own: the test goes to the sender's.
    await panel.getByRole('textbox', { name: ru('fields.mail.settings.from_address.label') }).pressSequentially('console@example.com');
    await panel.getByRole('button', { name: ru('test.button.mail') }).click();
    const refusal = notification(page, ru('test.failures.mail.auth_failed'));
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(/Ответ сервера: 535/);
    expect(smtp.messages).toEqual([]);
    expect((await admin.get('/project-settings/mail')).body).toEqual(mailBefore);
  } finally {
    await request.patch('/api/v0/profile', { headers, data: { locale } });
    await smtp.close();
  }
});

/** An API call from another loopback address than the browser's (127.0.0.1): its status. */
function callFrom(localAddress: string, url: string, method: string, path: string, body?: unknown) {
  return new Promise<number>((resolve, reject) => {
    const call = httpRequest(new URL(`/api/v0${path}`, url), { method, localAddress, headers: { 'content-type': 'application/json' } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

test('an address blocked by wrong sign-ins is unblocked from the IP blocking page, then whitelisted', async ({ browser }) => {
  // A console of its own: three wrong sign-ins block an address there, and the server whitelists a range itself.
  const own = await startOwnConsole({ IP_BLOCK_AFTER: '3', LOGIN_FREE_ATTEMPTS: '10', IP_WHITELIST: '127.0.0.64/26' });
  const intruder = '127.0.0.2';
  try {
    for (let attempt = 0; attempt < 3; attempt++) expect(await callFrom(intruder, own.url, 'POST', '/login', { login: 'admin', password: `guess-${attempt}` })).toBe(401);
    expect(await callFrom(intruder, own.url, 'GET', '/server/info')).toBe(403);
    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'IP blocking', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'IP blocking' })).toBeVisible();

    await test.step('the blocked address shows with its cause, and Unblock lets it in again', async () => {
      const row = page.getByRole('table', { name: 'Blocked addresses' }).getByRole('row').filter({ hasText: intruder });
      await expect(row).toContainText('Wrong password');
      await row.getByRole('button', { name: `Unblock ${intruder}` }).click();
      await expect(notification(page, `Address ${intruder} unblocked`)).toBeVisible();
      await expect(page.getByText('No address is blocked.')).toBeVisible();
      expect(await callFrom(intruder, own.url, 'GET', '/server/info')).toBe(200);
    });

    await test.step("the server's entry is read-only; the IP range dialog adds one, and refuses one already covered", async () => {
      const whitelist = page.getByRole('table', { name: 'Whitelist' });
      await expect(whitelist.getByRole('row').filter({ hasText: '127.0.0.64/26' })).toContainText('Server setting (IP_WHITELIST)');
      await expect(whitelist.getByRole('button', { name: 'Remove 127.0.0.64/26' })).toHaveCount(0);
      const dialog = page.getByRole('dialog', { name: 'Whitelist an IP range' });
      await page.getByRole('button', { name: 'Add' }).click();
      await dialog.getByRole('textbox', { name: 'Start IP or CIDR range' }).pressSequentially(intruder);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(notification(page, `${intruder} whitelisted`)).toBeVisible();
      await expect(whitelist.getByRole('button', { name: `Remove ${intruder}` })).toBeVisible();
      await page.getByRole('button', { name: 'Add' }).click();
      await dialog.getByRole('textbox', { name: 'Start IP or CIDR range' }).pressSequentially('127.0.0.70');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('This IP is already whitelisted')).toBeVisible();
    });
    await context.close();
  } finally {
    await own.stop();
  }
});

// Settings → Backups (issue 36 item 1), on a console of its own: a restore replaces the whole project, which the
// shared console's other stories must not see.
test('an administrator makes a backup, deletes a resident, restores, and the resident is back with their cards', async ({ browser, playwright }) => {
  const own = await startOwnConsole();
  const request = await playwright.request.newContext({ baseURL: own.url });
  try {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const role = await admin.create('roles', { name: 'Resident', permissions: ['profile.edit'] });
    const resident = await admin.create('users', { login: 'resident1', name: 'Olena Resident', email: '', password: 'resident-password', role_id: role.id, domain_ids: [0], send_registration_link: false });
    for (const value of ['1001', '1002']) await admin.create('identifiers', { name: `Card ${value}`, value, owner: resident.id });
    const cards = async () => (await admin.find('identifiers', 'owner', Number(resident.id))).map((card) => card.value).sort();
    expect(await cards()).toEqual(['1001', '1002']);
    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    await signIn(page, ADMIN.login, ADMIN.password);
    await menuItem(page, 'Backups').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Backups' }).getByRole('row').filter({ has: page.getByRole('cell') });

    await page.getByRole('button', { name: 'Make a backup' }).click();
    await expect(notification(page, 'Backup made')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Manual');
    await admin.remove('users', resident.id);
    expect(await admin.find('users', 'login', 'resident1')).toEqual([]);

    await rows.first().getByRole('button', { name: /^Restore the backup of / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect(notification(page, 'Backup restored')).toBeVisible();
    // The state it replaced was backed up first.
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Before a restore');
    expect((await admin.find('users', 'login', 'resident1')).map((user) => user.id)).toEqual([resident.id]);
    expect(await cards()).toEqual(['1001', '1002']);
    await context.close();
  } finally {
    await request.dispose();
    await own.stop();
  }
});

test('web metrics show a spike while a script signs in', async ({ page, request }) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await menuItem(page, 'Web metrics').click();
  await expect(page).toHaveURL(/\/web-metrics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Web metrics' })).toBeVisible();
  const requests = page.getByTestId('metric-requests-latest');
  await expect(requests).toHaveText(/\/s$/);
  await expect(page.getByTestId('metric-requests').locator('svg path').first()).toBeAttached();

  // A script signs in again and again, four at a time, until the page has shown the spike (the server takes a
  // point a second in the stories: METRICS_SAMPLE_MS).
  let spikeSeen = false;
  const script = Promise.all(Array.from({ length: 4 }, async () => {
    while (!spikeSeen) expect((await request.post('/api/v0/login', { data: { login: ADMIN.login, password: ADMIN.password } })).status()).toBe(200);
  }));
  try {
    // The page asks every 10 s; opening it again from the menu asks at once.
    await expect(async () => {
      await menuItem(page, 'System info').click();
      await menuItem(page, 'Web metrics').click();
      const shown = (await requests.textContent({ timeout: 5_000 })) ?? '';
      expect(Number(shown.replace(/[^\d.]/g, '')), `requests shown: ${shown}`).toBeGreaterThanOrEqual(3);
    }).toPass({ timeout: 20_000 });
  } finally {
    spikeSeen = true;
    await script;
  }
});
