/**
 * Guest passes as a resident grants them (issue 6), on the generated pages: the menu opens /guest-access,
 * the add page (in the shell, though the public /guest-access/:keyId route outranks it) grants a pass on a
 * shareable rule, the new pass's page opens the guest access URL dialog to copy the link, and a signed-out
 * visitor sees the QR and "Valid" there. A pass beyond Block A's limit (5 passes) is refused on its field
 * and not saved; editing changes the message.
 */
import type { Page } from '@playwright/test';
import { translate } from '../locales';
import { ADMIN, apiAs, createResident, expect, signIn, tableRows, test } from './support';

async function openAddPage(page: Page) {
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Guest access', exact: true }).click();
  await expect(page).toHaveURL(/\/guest-access$/);
  await page.getByRole('main').getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/guest-access\/add/);
  await expect(page.getByRole('heading', { name: 'Grant a guest pass' })).toBeVisible(); // the shell's title: signed in
  await expect(page.getByText('At most 3 days and 5 passes')).toBeVisible();
}

async function fillPass(page: Page, passLimit: string, message: string) {
  await page.getByRole('combobox', { name: 'Access rules' }).click();
  await page.getByRole('option', { name: 'Block A guests' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('spinbutton', { name: 'Pass limit' }).fill(passLimit);
  await page.getByRole('textbox', { name: 'Message for the guest' }).fill(message);
}

test.describe('Guest access', () => {
  test('a resident grants a guest pass, copies its link, and a signed-out visitor sees the QR and "Valid"', async ({ page, request, browser, context }) => {
    const resident = await createResident(await apiAs(request, ADMIN.login, ADMIN.password));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, resident.login, resident.password);
    await openAddPage(page);
    await fillPass(page, '2', 'Ring flat 111, please');
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Guest access URL' });
    const link = await dialog.getByRole('textbox').inputValue();
    expect(link).toMatch(/\/guest-access\/[A-Za-z0-9_-]{22}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/guest-access\/\d+\/edit$/);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Guest access', exact: true }).click();
    await expect(tableRows(page).filter({ hasText: 'Valid' })).toHaveCount(1);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link);
    await expect(visitor.getByTestId('guest-key-state')).toContainText('Valid');
    await expect(visitor.getByTestId('guest-key-state')).toContainText('Passes left: 2');
    await expect(visitor.getByRole('img', { name: 'QR code of the guest pass' })).toBeVisible();
    await expect(visitor.getByText('Ring flat 111, please')).toBeVisible();
    await expect(visitor).toHaveURL(link); // no sign-in asked
    await visitor.context().close();

    // In the visitor's language: a Ukrainian browser choice reads the state in Ukrainian.
    const ukrainian = await (await browser.newContext()).newPage();
    await ukrainian.addInitScript(() => window.localStorage.setItem('access-console.locale', 'uk'));
    await ukrainian.goto(link);
    await expect(ukrainian.getByTestId('guest-key-state')).toContainText(translate('uk', 'guest_access.states.valid'));
    await expect(ukrainian.getByRole('img', { name: translate('uk', 'guest_access.public.qr_alt') })).toBeVisible();
    await ukrainian.context().close();

    await tableRows(page).first().click();
    await expect(page).toHaveURL(/\/guest-access\/\d+\/edit/);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Message for the guest' })).toHaveValue('Ring flat 111, please');
    await page.getByRole('textbox', { name: 'Message for the guest' }).fill('Gate code 1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: / saved$/ })).toBeVisible();
    const [pass] = (await (await apiAs(request, resident.login, resident.password)).get<{ data: { keyMessage: string }[] }>('/identifiers/guest-access/items')).body.data;
    expect(pass.keyMessage).toBe('Gate code 1234');
  });

  test('a pass beyond the group limit is refused on its field and not saved', async ({ page, request }) => {
    const resident = await createResident(await apiAs(request, ADMIN.login, ADMIN.password));
    await signIn(page, resident.login, resident.password);
    await openAddPage(page);
    await fillPass(page, '6', 'Too many');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At most 5 passes', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Guest access', exact: true }).click();
    // The refused pass is still in the form: leaving it is asked, then nothing was saved.
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/guest-access(\?.*)?$/);
    await expect(page.getByText('You have not granted any guest passes yet.')).toBeVisible();
  });
});
