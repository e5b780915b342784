/**
 * An administrator adds a resident with an e-mail; the invitation mail (read from the real SMTP receiver)
 * links to /registration/{token}, where the resident sees who they are invited as, chooses a password
 * (mismatched or weak ones are refused) and then signs in. A spent invitation link says so.
 */
import { latestMailTo, linkIn } from './mailbox';
import { ADMIN, apiAs, apiLoginStatus, createResident, expect, labelled, signIn, test } from './support';

test('a resident accepts the invitation mail, sets a password and signs in', async ({ page, request }) => {
  const person = await createResident(await apiAs(request, ADMIN.login, ADMIN.password), { invite: true });
  const link = linkIn(await latestMailTo(person.email), '/registration/');

  await page.goto(link);
  await expect(page.getByText(`You are invited as ${person.name} (login ${person.login}).`)).toBeVisible();
  const password = page.getByLabel(labelled('Password'));
  const repeat = page.getByLabel(labelled('Repeat password'));

  await password.fill('short');
  await repeat.fill('shorter');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Min length 8 chars')).toBeVisible();
  await expect(page.getByText('Two fields must be the same')).toBeVisible();
  const chosen = 'my-new-home-password';
  expect(await apiLoginStatus(request, person.login, chosen)).toBe(401);

  await password.fill(chosen);
  await repeat.fill(chosen);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. You can sign in now.')).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('The invitation link is outdated or incorrect');
  await expect(page.getByLabel(labelled('Password'))).toHaveCount(0);

  await signIn(page, person.login, chosen);
});
