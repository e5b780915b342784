/**
 * Forms people can work in all day (issue 14, item 2), as the administrator on a 1440×900 screen: a new
 * user's form fits the screen, its fields side by side, the sections that ask for nothing folded; a
 * device's ten settings sections are tabs, on its form and on its show page.
 */
import { ADMIN, apiAs, expect, idOf, labelled, signIn, test, textField } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test("a new user's form fits one screen, two fields to a row", async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password, '/users/add');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  const login = (await textField(page, 'Login').boundingBox())!;
  const name = (await textField(page, 'Name').boundingBox())!;
  expect(Math.abs(login.y - name.y), 'Login and Name on one row').toBeLessThan(2);
  expect(name.x).toBeGreaterThan(login.x + login.width);
  expect((await save.boundingBox())!.y + (await save.boundingBox())!.height, 'Save within the first screen').toBeLessThanOrEqual(900);
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight), 'no scrolling at all').toBeLessThanOrEqual(900);
  // A folded section opens on a click.
  await page.getByRole('main').getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(textField(page, 'Phone')).toBeVisible();
});

test("a device's settings are tabs on its form and its show page", async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const device = await idOf(admin, 'devices', 'login', 'SN1001');
  await signIn(page, ADMIN.login, ADMIN.password, `/devices/${device}/edit`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('tab', { name: 'MQTT' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('spinbutton', { name: labelled('Talk timeout, s') })).toBeHidden();
  await page.getByRole('tab', { name: 'SIP' }).click();
  await expect(page.getByRole('spinbutton', { name: labelled('Talk timeout, s') })).toBeVisible();

  await page.goto(`/devices/${device}/show`);
  await page.getByRole('tab', { name: 'SIP' }).click();
  await expect(page.getByText('Talk timeout, s')).toBeVisible();
});

test('a to-many picker keeps what one types key by key, and chooses the match', async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password, '/access-rules/add');
  const devices = page.getByRole('combobox', { name: labelled('Devices') });
  await devices.click();
  // A person types one key at a time: the box must keep every key, and the search run on all of them.
  await devices.pressSequentially('panel', { delay: 60 });
  await expect(devices).toHaveValue('panel');
  const blockB = page.getByRole('option', { name: /^panel \d+ \(Block B\)$/ });
  await expect(blockB).toBeVisible();
  // Every choice matches all five keys (other stories add their own panels, named their own way).
  await expect(page.getByRole('option').filter({ hasNotText: /panel/i })).toHaveCount(0);
  await blockB.click();
  await expect(page.getByRole('button', { name: /^panel \d+ \(Block B\)$/ })).toBeVisible();
  // Choosing empties the box for the next search; the next words typed stay while the chip's record loads.
  await expect(devices).toHaveValue('');
  await devices.pressSequentially('Block A', { delay: 60 });
  await expect(devices).toHaveValue('Block A');
  await page.getByRole('option', { name: /^panel \d+ \(Block A\)$/ }).click();
  await expect(page.getByRole('button', { name: /^panel \d+ \(Block [AB]\)$/ })).toHaveCount(2);
});
