/**
 * Changes are never lost without a word, and saves say what was saved (issue 14, item 7), as the
 * administrator: a changed user form asks before the menu or the browser's back button takes them away,
 * staying keeps what was typed, leaving is possible, closing the browser tab gets the browser's question;
 * a save names the user and then nothing asks; opening another tab of the page or a form left unchanged
 * asks nothing; a new group's save names the group.
 */
import { ADMIN, apiAs, expect, idOf, notification, pickReference, searchList, signIn, tableRows, test, textField, unique } from './support';

type Page = import('@playwright/test').Page;
const menuItem = (page: Page, name: string) => page.getByRole('navigation').getByRole('menuitem', { name, exact: true });
// The browser's back button (page.goBack would wait for a page load that, the move stopped, never comes).
const browserBack = (page: Page) => page.evaluate(() => window.history.back());

test('a changed form asks before leaving; saving names the record and then nothing asks', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const apartment = await idOf(admin, 'groups', 'name', 'Apartment 112');
  const name = unique('Tenant');
  const user = await admin.create('users', { login: unique('tenant').replace(' ', '.'), name, password: 'tenant-password', domain_ids: [apartment] });
  await signIn(page, ADMIN.login, ADMIN.password, `/users/${user.id}/edit`);
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  await test.step('a form opened for editing and left unchanged asks nothing', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(textField(page, 'Name')).toBeEnabled();
    await menuItem(page, 'Groups').click();
    await expect(page).toHaveURL(/\/groups$/);
    await page.goto(`/users/${user.id}/edit`);
  });

  const renamed = `${name} (renamed)`;
  await test.step('with a change, the menu asks; staying keeps what was typed', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textField(page, 'Name').fill(renamed);
    // Another tab of the same page is no leaving.
    await page.getByRole('tab', { name: 'Identifiers' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: 'Details' }).click();
    await menuItem(page, 'Groups').click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your changes on this page are not saved and will be lost.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/users/${user.id}/edit$`));
    await expect(textField(page, 'Name')).toHaveValue(renamed);
  });

  await test.step('saving names the user, and then the menu leaves at once', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, `${renamed} saved`)).toBeVisible();
    await menuItem(page, 'Groups').click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(dialog).toBeHidden();
  });

  await test.step('a change can also be left behind on purpose', async () => {
    await page.goto(`/users/${user.id}/edit`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textField(page, 'Name').fill('Not kept');
    await menuItem(page, 'Roles').click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/roles$/);
    expect((await admin.get<{ data: { name: string } }>(`/users/${user.id}`)).body.data.name).toBe(renamed);
  });

  await test.step("the browser's back button asks too: staying keeps the change, and it can still be left", async () => {
    await page.goto('/users');
    await searchList(page, renamed);
    await expect(tableRows(page)).toHaveCount(1);
    await tableRows(page).first().getByRole('cell', { name: renamed }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${user.id}/edit$`));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textField(page, 'Name').fill('Typed before going back');
    await browserBack(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/users/${user.id}/edit$`));
    await expect(textField(page, 'Name')).toHaveValue('Typed before going back');
    await browserBack(page);
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await expect(tableRows(page).first()).toContainText(renamed);
  });

  await test.step("closing the tab with a change gets the browser's own question", async () => {
    await page.goto(`/users/${user.id}/edit`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textField(page, 'Name').selectText();
    await textField(page, 'Name').pressSequentially('Not kept either');
    // The console asks once it has rendered the change (the guard is armed then); a person cannot close
    // the tab within the frame between a key and its render, a test can.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
  });
});

test('a new group is named when it is created, and the add page it leaves asks nothing', async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password, '/groups/add');
  const name = unique('Block C');
  await textField(page, 'Name').fill(name);
  await pickReference(page, 'Parent group', 'Riverside Residence');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, `${name} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/groups\/\d+\/edit$/);
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeHidden();
});
