/**
 * Related records on a record's pages (issue 14, item 3), as the demo administrator: a resident's page
 * lists their identifiers in a tab, and adding one there starts with the resident as its owner, so giving
 * a resident a card never means leaving them and picking them again (its access rules searched as one
 * types); a building's page lists its
 * entrances as child groups; a device's page lists its tasks.
 */
import { ADMIN, apiAs, expect, idOf, labelled, signIn, tableRows, test, textField, unique } from './support';

test('the administrator gives a resident a card from the resident’s own page', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const apartment = await idOf(admin, 'groups', 'name', 'Apartment 111');
  const resident = await admin.create('users', { login: unique('tenant').replace(' ', '.'), name: unique('Tenant'), password: 'tenant-password', domain_ids: [apartment] });
  const fob = await admin.create('identifiers', { name: unique('Key fob'), type: 'card', value: String(Date.now()).slice(-9), owner: resident.id });
  await signIn(page, ADMIN.login, ADMIN.password);

  await test.step("the resident's page has an Identifiers tab listing the fob, without an owner column", async () => {
    await page.goto(`/users/${resident.id}/edit`);
    await page.getByRole('tab', { name: 'Identifiers' }).click();
    await expect(page).toHaveURL(/\?tab=identifiers$/);
    await expect(tableRows(page).filter({ hasText: String(fob.name) })).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Identifiers' })).toHaveAttribute('aria-selected', 'true');
  });

  const cardName = unique('Front door card');
  await test.step('adding from the tab opens a card form that already names the resident as owner', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/identifiers\/add\?source=/);
    await textField(page, 'Name').fill(cardName);
    await expect(page.getByRole('combobox', { name: labelled('Owner') })).toHaveValue(String(resident.name)); // chosen already
    await page.getByRole('combobox', { name: labelled('Value') }).fill(String(Date.now()).slice(-8));
    // Access rules are searched as you type, and chosen ones become chips.
    const rules = page.getByRole('combobox', { name: labelled('Access rules') });
    await rules.pressSequentially('Block A res');
    await page.getByRole('option', { name: 'Block A residents', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Block A residents' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/identifiers\/\d+\/edit$/);
    const [card] = await admin.find('identifiers', 'name', cardName);
    expect(card.owner).toBe(resident.id);
    expect(card.access_rules).toEqual([await idOf(admin, 'access-rules', 'name', 'Block A residents')]);
  });

  await test.step("the new card is on the resident's page", async () => {
    await page.goto(`/users/${resident.id}/edit?tab=identifiers`);
    await expect(tableRows(page).filter({ hasText: cardName })).toHaveCount(1);
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(textField(page, 'Name')).toHaveValue(String(resident.name));
  });
});

test('a building lists its entrances, and a device its tasks', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const blockA = await idOf(admin, 'groups', 'name', 'Block A');
  await signIn(page, ADMIN.login, ADMIN.password, `/groups/${blockA}/edit`);
  await page.getByRole('tab', { name: 'Child groups' }).click();
  await expect(tableRows(page)).toHaveCount(2);
  await expect(tableRows(page).filter({ hasText: 'Block A entrance 1' })).toHaveCount(1);
  await tableRows(page).filter({ hasText: 'Block A entrance 2' }).getByText('Block A entrance 2').click();
  await expect(page).toHaveURL(/\/groups\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: labelled('Name') })).toHaveValue('Block A entrance 2');

  const device = await idOf(admin, 'devices', 'login', 'SN1001');
  await page.goto(`/devices/${device}/edit`);
  await expect(page.getByRole('tab', { name: 'Device events' }).or(page.getByRole('tab', { name: 'Events' }))).toBeVisible();
  await page.getByRole('tab', { name: /tasks/i }).click();
  await expect(page).toHaveURL(/\?tab=devices-tasks$/);
});
