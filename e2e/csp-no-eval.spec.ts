/**
 * Story: the console works under a Content Security Policy without 'unsafe-eval' (issue 13). The forms'
 * validators are precompiled at build time (resources/form/validators-vite-plugin.ts), so signing in,
 * getting a generated form's validation messages and saving a record evaluate no string as code: the
 * browser reports no CSP violation at all, neither in the console nor as a `securitypolicyviolation`
 * event. A demo device's page is opened too: the largest form, whose blankable fields make rjsf ask the
 * validator about each anyOf option while it draws.
 */
import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect, idOf, labelled, notification, pickReference, recordIdOf, submitLoginForm, test, textField, unique } from './support';

/** Every CSP violation the pages of this test report, from the console and from the DOM event. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
  });
  // Exposed functions survive navigations; the listener is added to every document before its scripts run.
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** A page's first load: the machine running the stories may be busy, and chunks come one by one. */
const PAGE_LOAD = { timeout: 30_000 };

/** rjsf lists a field's errors under its input, as `#<input id>__error` (root_login__error). */
const errorsOf = (page: Page, fieldId: string) => page.locator(`#${fieldId}__error`);

test('signing in, validating and saving a generated form need no eval: zero CSP violations', async ({ page, request }) => {
  // Sign-in through the form, two forms and their chunks: more page loads than most stories.
  test.slow();
  const violations = await watchCspViolations(page);
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const tag = unique('csp').split(' ')[1];
  const [login, name] = [`csp.${tag}`, `CSP user ${tag}`];

  await test.step('the console is served with a CSP that allows no eval', async () => {
    const response = await page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  await test.step('signing in through the login form', async () => {
    await submitLoginForm(page, ADMIN.login, ADMIN.password);
    await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  });

  await test.step('saving with the login empty and a wrong e-mail shows the validation messages', async () => {
    await page.goto('/users/add');
    await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible(PAGE_LOAD);
    await textField(page, 'Name').fill(name);
    await textField(page, 'E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(notification(page, 'Check fields data')).toBeVisible();
    await expect(errorsOf(page, 'root_login')).toHaveText('Field is required');
    await expect(errorsOf(page, 'root_email')).toHaveText('Value must be e-mail');
    await expect(errorsOf(page, 'root_domain_ids')).toHaveText('User must have at least one group');
    await expect(page).toHaveURL(/\/users\/add$/);
  });

  await test.step('once corrected, the user is saved', async () => {
    await textField(page, 'Login').fill(login);
    await textField(page, 'E-mail').fill(`${login}@example.test`);
    await page.getByLabel(labelled('Password')).fill(`pw-${tag}-secret`);
    await pickReference(page, 'Role', 'Resident');
    await pickReference(page, 'Groups', 'Apartment 111');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/users\/\d+\/edit$/, PAGE_LOAD);
    await expect(page.getByRole('heading', { name: `User: ${name}` })).toBeVisible(PAGE_LOAD);
    const id = recordIdOf(page);
    const { body } = await admin.get<{ data: Record<string, unknown> }>(`/users/${id}`);
    expect(body.data).toMatchObject({ login, name, email: `${login}@example.test` });
    await admin.remove('users', id);
  });

  await test.step('a device’s page shows its form, and an edit is checked as it is made', async () => {
    await page.goto(`/devices/${await idOf(admin, 'devices', 'login', 'SN1001')}/edit`);
    await expect(textField(page, 'IP address')).toBeDisabled(PAGE_LOAD);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textField(page, 'IP address').fill('192.0.2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(errorsOf(page, 'root_ip_address')).toHaveText('Value must be a valid URL or IP');
  });

  expect(violations, 'CSP violations').toEqual([]);
});
