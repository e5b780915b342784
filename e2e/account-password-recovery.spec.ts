/**
 * A resident who forgot the password asks for a link from the login page, sets a new password through the
 * mailed link (read from the real SMTP receiver), and from then on only the new password works; the spent
 * link says 'Verification link is outdated or incorrect.'
 */
import { latestMailTo, linkIn } from './mailbox';
import { ADMIN, apiAs, apiLoginStatus, createResident, expect, labelled, signIn, test, textField } from './support';

test('a resident recovers the password by the mailed link; the old password stops working and the link is single use', async ({ page, request }) => {
  const person = await createResident(await apiAs(request, ADMIN.login, ADMIN.password));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password\/recovery$/);
  await textField(page, 'E-mail').fill('not an address');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Value must be e-mail')).toBeVisible();
  await textField(page, 'E-mail').fill(person.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account has this e-mail, a link to set a new password is on its way.', { exact: false })).toBeVisible();

  const link = linkIn(await latestMailTo(person.email, { after: since }), '/password/reset/');
  await page.goto(link);
  const password = page.getByLabel(labelled('Password'));
  const repeat = page.getByLabel(labelled('Repeat password'));
  const next = `${person.password}-new`;
  await password.fill(next);
  await repeat.fill(`${next}x`);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Two fields must be the same')).toBeVisible();
  expect(await apiLoginStatus(request, person.login, person.password)).toBe(200);

  await repeat.fill(next);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your new password is saved. You can sign in now.')).toBeVisible();
  expect(await apiLoginStatus(request, person.login, person.password)).toBe(401);

  await page.goto(link);
  await page.getByLabel(labelled('Password')).fill('another-password');
  await page.getByLabel(labelled('Repeat password')).fill('another-password');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verification link is outdated or incorrect.' })).toBeVisible();

  await signIn(page, person.login, next);
});
