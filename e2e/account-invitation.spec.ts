/**
 * An administrator adds a resident with an e-mail; the invitation mail (read from the real SMTP receiver)
 * links to /registration/{token}, where the resident sees who they are invited as, chooses a password
 * (mismatched or weak ones are refused) and then signs in. A spent invitation link says so. A management
 * company set on a site (its logo uploaded on the group's page) shows in its residents' header and invitation mail.
 */
import sharp from 'sharp';
import { latestMailTo, linkIn } from './mailbox';
import { ADMIN, apiAs, apiLoginStatus, clickPageAction, createResident, expect, idOf, labelled, signIn, test, textField, unique } from './support';

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

test('a management company set on a site brands its residents\' header and invitation mail', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const tag = unique('brand').split(' ')[1];
  const site = await admin.create('groups', { name: `Brand site ${tag}`, parent_id: 0, domain_type_id: 1 });
  const residentRole = await idOf(admin, 'roles', 'name', 'Resident');
  const resident = { login: `brand.resident.${tag}`, password: `pw-${tag}-secret` };
  await admin.create('users', { ...resident, name: `Brand resident ${tag}`, role_id: residentRole, domain_ids: [site.id], send_registration_link: false });
  const logo = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#c62828' } }).png().toBuffer();

  await signIn(page, ADMIN.login, ADMIN.password, `/groups/${site.id}/edit`);
  // The page's actions come with its form, which a busy machine draws late.
  await expect(page.getByRole('button', { name: 'Management company (white label)' }).or(page.getByRole('button', { name: 'More actions' })).first()).toBeVisible({ timeout: 45_000 });
  await clickPageAction(page, 'Management company (white label)');
  const dialog = page.getByRole('dialog', { name: 'Management company (white label)' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(dialog.getByRole('img', { name: 'Logo' })).toBeVisible();
  await dialog.getByLabel('Show the company to users below this group').check();
  await textField(dialog, 'Company name').pressSequentially(`Brand Co ${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved: the form starts again from what the server stored (the page's notice sits behind the modal dialog).
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(textField(dialog, 'Company name')).toHaveValue(`Brand Co ${tag}`);
  expect((await admin.get<{ data: { name: string; is_enabled: boolean } }>(`/groups/${site.id}/settings/white-label`)).body.data).toMatchObject({ name: `Brand Co ${tag}`, is_enabled: true });

  const invited = await admin.create('users', { login: `brand.invitee.${tag}`, name: `Brand invitee ${tag}`, email: `brand.invitee.${tag}@example.test`, role_id: residentRole, domain_ids: [site.id], send_registration_link: true });
  const mail = await latestMailTo(String(invited.email));
  expect(mail.text).toContain(`Brand Co ${tag}`);
  expect(mail.html).toMatch(/<img src="https?:\/\/[^"]+\/api\/v0\/group-logos\/[0-9a-f]{32}"/);

  await signIn(page, resident.login, resident.password);
  const brand = page.getByTestId('company-brand');
  await expect(brand).toContainText(`Brand Co ${tag}`);
  await expect(brand.getByRole('img', { name: `Brand Co ${tag}` })).toHaveJSProperty('complete', true);
  expect(await brand.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(96);
});
