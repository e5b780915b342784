/**
 * A resident keeps their own profile (000 §3.3): edits and saves their data and display preferences,
 * switches the console's language by saving it, changes the password through the dialog, and uploads and
 * removes a photo through the image cropper, and downloads their card as a signed wallet pass.
 */
import { type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { makeSigningChain, openPass } from '../server/test-support/wallet-certificates';
import { ADMIN, apiAs, apiLoginStatus, createResident, expect, labelled, notification, type Person, signIn, test, textField } from './support';

async function openProfile(page: Page, person: Person) {
  await signIn(page, person.login, person.password, '/profile');
  await expect(textField(page, 'Name')).toHaveValue(person.name);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a resident edits the profile, saves it, and the console switches to the saved language', async ({ page, request }) => {
  const person = await createResident(await apiAs(request, ADMIN.login, ADMIN.password));
  await openProfile(page, person);

  await textField(page, 'Name').fill(`${person.name} Jr`);
  await textField(page, 'Phone').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone must be in international format')).toBeVisible();

  await textField(page, 'Phone').fill('+380501234567');
  await textField(page, 'Address').fill('1 Riverside Street, apartment 111');
  await page.getByRole('combobox', { name: labelled('Country') }).fill('Ukrai');
  await page.getByRole('option', { name: 'Ukraine' }).click();
  await page.getByRole('combobox', { name: labelled('Time zone') }).fill('Europe/Berlin');
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await choose(page, 'Identifier display format', 'Hexadecimal');
  await choose(page, 'Date and time format', 'DD.MM.YYYY HH:NN:SS');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Profile saved')).toBeVisible();

  const saved = (await (await apiAs(request, person.login, person.password)).get<{ data: Record<string, any> }>('/profile')).body.data;
  expect(saved).toMatchObject({
    name: `${person.name} Jr`,
    profile: { phone: '+380501234567', address: '1 Riverside Street, apartment 111', country: 'UA', time_zone: 'Europe/Berlin', identifier_format: 'hex', time_format: 'DD.MM.YYYY HH:NN:SS' },
  });

  await page.reload();
  await expect(page.getByRole('combobox', { name: labelled('Identifier display format') })).toHaveText('Hexadecimal');
  await choose(page, 'Language', 'Українська');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('combobox', { name: labelled('Мова') })).toHaveText('Українська');
  await expect(page.getByRole('button', { name: 'Змінити пароль' })).toBeVisible();
  const after = (await (await apiAs(request, person.login, person.password)).get<{ data: { locale: string } }>('/profile')).body.data;
  expect(after.locale).toBe('uk');
});

test('a resident changes the password in the dialog; a wrong current password or a bad new one changes nothing', async ({ page, request }) => {
  const person = await createResident(await apiAs(request, ADMIN.login, ADMIN.password));
  await openProfile(page, person);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  const field = (label: string) => dialog.getByLabel(labelled(label));

  await field('Current password').fill('not-my-password');
  await field('New password').fill('short');
  await field('Repeat new password').fill('different');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('Min length 8 chars')).toBeVisible();
  await expect(dialog.getByText('Two fields must be the same')).toBeVisible();

  const next = `${person.password}-2`;
  await field('New password').fill(next);
  await field('Repeat new password').fill(next);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('Wrong old password')).toBeVisible();
  expect(await apiLoginStatus(request, person.login, person.password)).toBe(200);

  await field('Current password').fill(person.password);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(notification(page, 'Password changed')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await apiLoginStatus(request, person.login, next)).toBe(200);
  expect(await apiLoginStatus(request, person.login, person.password)).toBe(401);
});

/** A 400×300 PNG drawn in the page (a photo stand-in with something to crop). */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1976d2';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#ffc107';
    context.beginPath();
    context.arc(200, 150, 100, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('a resident uploads a photo through the cropper, sees it, then removes it', async ({ page, request }) => {
  const person = await createResident(await apiAs(request, ADMIN.login, ADMIN.password));
  await openProfile(page, person);
  await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo(page) });
  const cropper = page.getByRole('dialog', { name: 'Crop the photo' });
  await expect(cropper.locator('img')).toBeVisible(); // the cropper's image is decorative (alt="")
  await cropper.getByRole('button', { name: 'Save photo' }).click();
  await expect(notification(page, 'Photo saved')).toBeVisible();

  const avatar = page.getByRole('main').getByRole('img', { name: 'Avatar' });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const { avatar_url } = (await (await apiAs(request, person.login, person.password)).get<{ data: { avatar_url: string | null } }>('/profile')).body.data;
  expect(avatar_url).toBeTruthy();
  expect(await avatar.getAttribute('src')).toContain(avatar_url);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(notification(page, 'Photo removed')).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Avatar' })).toHaveCount(0);
});

test('a resident downloads their card as a wallet pass, signed by the project’s certificate', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const chain = makeSigningChain();
  const { certificate, private_key, private_key_passphrase, wwdr_certificate } = chain;
  const signing = { pass_type_identifier: 'pass.test.console', team_identifier: 'TEAM123456', certificate, private_key, private_key_passphrase, wwdr_certificate };
  const saved = await request.patch('/api/v0/project-settings/wallet-signing', { headers: { authorization: `Bearer ${admin.token}` }, data: signing });
  expect(saved.status(), await saved.text()).toBe(200);
  const person = await createResident(admin);
  const value = String(Date.now() % 1_000_000_000);
  const card = await admin.create('identifiers', { name: `Wallet card ${person.login}`, type: 'card', value, owner: person.id });

  await openProfile(page, person);
  const passes = page.getByRole('region', { name: 'Wallet passes' });
  const downloading = page.waitForEvent('download');
  await passes.getByRole('button', { name: String(card.name) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`identifier-${card.id}.pkpass`);

  const opened = openPass(new Uint8Array(await readFile(await download.path())), chain.wwdr_certificate);
  expect(opened.manifestMismatches).toEqual([]);
  expect(opened.signatureVerified).toBe(true);
  expect(opened.pass).toMatchObject({ barcodes: [{ message: value }], generic: { primaryFields: [{ value: person.name }] } });
});
