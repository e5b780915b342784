/**
 * A visitor creates an account from the login page (self-registration): fills the form, gets a 6-digit code
 * by e-mail (read from the real SMTP receiver), a wrong code is refused, the right one confirms, and they
 * sign in. A used e-mail or mismatched passwords are refused with a clear message.
 */
import { codeIn, latestMailTo } from './mailbox';
import { ADMIN, apiAs, createResident, expect, labelled, signIn, test, textField, unique } from './support';

async function fillForm(page: import('@playwright/test').Page, fields: { name: string; email: string; password: string; repeat?: string }) {
  await textField(page, 'Name').fill(fields.name);
  await textField(page, 'E-mail').fill(fields.email);
  await textField(page, 'Phone').fill('+380501234567');
  await page.getByRole('combobox', { name: labelled('Country') }).fill('Ukrai');
  await page.getByRole('option', { name: 'Ukraine' }).click();
  await page.getByLabel(labelled('Password')).fill(fields.password);
  await page.getByLabel(labelled('Repeat password')).fill(fields.repeat ?? fields.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor self-registers with the e-mailed code and signs in', async ({ page }) => {
  const tag = unique('s').split(' ')[1];
  const email = `self.${tag}@example.test`;
  const password = `self-${tag}-pw`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/self-registration$/);
  await fillForm(page, { name: `Self ${tag}`, email, password });

  await expect(page).toHaveURL(/\/self-registration\/[\w-]+$/);
  await expect(page.getByText(/We sent a 6-digit code to s\*\*\*@example\.test/)).toBeVisible();
  await expect(page.getByRole('button', { name: /You can send the code again in \d+ s/ })).toBeDisabled();

  const code = codeIn(await latestMailTo(email));
  const wrong = code === '000000' ? '111111' : '000000';
  await textField(page, 'Code from the e-mail').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The confirmation code is outdated or incorrect')).toBeVisible();

  await textField(page, 'Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Your e-mail is confirmed. Sign in with the login ${email}.`)).toBeVisible();
  await signIn(page, email, password);
});

test('self-registration refuses mismatched passwords and an e-mail already in use', async ({ page, request }) => {
  const taken = await createResident(await apiAs(request, ADMIN.login, ADMIN.password));
  await page.goto('/self-registration');
  await fillForm(page, { name: 'Someone', email: taken.email, password: 'long-enough-1', repeat: 'long-enough-2' });
  await expect(page.getByText('Two fields must be the same')).toBeVisible();

  await page.getByLabel(labelled('Repeat password')).fill('long-enough-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This e-mail is already used')).toBeVisible();
  await expect(page).toHaveURL(/\/self-registration$/);
});

test('a visitor asks for a new code once the countdown ends; only the new code works', async ({ page }) => {
  const tag = unique('s').split(' ')[1];
  const email = `again.${tag}@example.test`;
  const password = `again-${tag}-pw`;
  await page.goto('/self-registration');
  await fillForm(page, { name: `Again ${tag}`, email, password });
  await expect(page).toHaveURL(/\/self-registration\/[\w-]+$/);
  const first = codeIn(await latestMailTo(email));

  const resend = page.getByRole('button', { name: 'Send the code again' });
  // playwright.config.ts sets the server's resend wait to 5 s.
  await expect(resend).toBeEnabled({ timeout: 20_000 });
  const since = Date.now();
  await resend.click();
  await expect(page.getByText('A new code is on its way.')).toBeVisible();
  await expect(page.getByRole('button', { name: /You can send the code again in \d+ s/ })).toBeDisabled();
  const second = codeIn(await latestMailTo(email, { after: since }));

  // A resent code never repeats the one it replaces (server/account/one-time-tokens.ts), so the old one is refused.
  expect(second).not.toBe(first);
  await textField(page, 'Code from the e-mail').fill(first);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The confirmation code is outdated or incorrect')).toBeVisible();
  await textField(page, 'Code from the e-mail').fill(second);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Your e-mail is confirmed. Sign in with the login ${email}.`)).toBeVisible();
  await signIn(page, email, password);
});
