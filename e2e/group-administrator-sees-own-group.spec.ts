/**
 * Story: a group administrator works inside their own part of the estate (001 §6: scoped permissions,
 * descendants). manager.a runs 'Block A': they see Block A's people, devices and groups and nothing of
 * 'Block B' (run by manager.b), they can rename a Block A device, and a Block B device's address shows an
 * error instead of the record. And an administrator generates a new building's entrances, floors and apartments
 * (000 §2.7 "generate groups").
 */
import {
  ADMIN,
  DEMO_PASSWORD,
  apiAs,
  clickPageAction,
  expect,
  idOf,
  notification,
  searchList,
  signIn,
  tableRows,
  test,
  textField,
  unique,
} from './support';

const MANAGER_A = 'manager.a';

test.describe('A group administrator sees their own group only', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, MANAGER_A, DEMO_PASSWORD);
  });

  test('lists only the users, devices and groups of Block A', async ({ page }) => {
    const rows = tableRows(page);
    /** The rows of the record named so: a cell reading exactly that, not as a link to a related record. */
    const row = (name: string) =>
      rows.filter({ has: page.getByRole('cell', { name, exact: true }) }).filter({ hasNot: page.getByRole('link', { name, exact: true }) });

    await test.step('users: Block A people, nobody from Block B or above', async () => {
      await page.getByRole('menuitem', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/users(\?.*)?$/);
      await expect(row('Alice Manager')).toHaveCount(1);
      // Residents 1-4 live in Block A's apartments, 5-7 in Block B's (server/demo/seed.ts).
      for (const resident of ['Resident 1', 'Resident 4']) await expect(row(resident)).toHaveCount(1);
      for (const stranger of ['Boris Manager', 'Resident 5', 'Administrator', 'Dmitro Dealer', 'Olga Office']) {
        await expect(row(stranger)).toHaveCount(0);
      }
      await expect(rows.filter({ hasText: 'Block B' })).toHaveCount(0);
    });

    await test.step('devices: Block A devices only', async () => {
      await page.getByRole('menuitem', { name: 'Devices' }).click();
      await expect(page).toHaveURL(/\/devices(\?.*)?$/);
      await expect(row('panel 1 (Block A)')).toHaveCount(1);
      await expect(row('barrier 6 (Block A)')).toHaveCount(1);
      await expect(rows.filter({ hasText: 'Block B' })).toHaveCount(0);
      // Every one of the six seeded Block A devices is there.
      await expect(rows.filter({ hasText: /\(Block A\)/ })).toHaveCount(6);
    });

    await test.step('groups: Block A and what lies below it', async () => {
      await page.getByRole('menuitem', { name: 'Groups' }).click();
      await expect(page).toHaveURL(/\/groups(\?.*)?$/);
      // Block A, its two entrances and their four apartments.
      await expect(rows).toHaveCount(7);
      for (const name of ['Block A', 'Block A entrance 1', 'Block A entrance 2', 'Apartment 111', 'Apartment 122']) {
        await expect(row(name)).toHaveCount(1);
      }
      for (const name of ['Block B', 'Block B entrance 1', 'Apartment 211', 'Riverside Residence', 'Harbour Office Park']) {
        await expect(row(name)).toHaveCount(0);
      }
    });

    await test.step('searching for Block B finds nothing', async () => {
      await page.getByRole('menuitem', { name: 'Devices' }).click();
      await searchList(page, 'Block B');
      await expect(page.getByText(/^No devices found/)).toBeVisible();
    });
  });

  test("renames one of Block A's devices", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const name = unique('Gate panel');
    const renamed = unique('Main gate panel');
    const device = await admin.create('devices', {
      name,
      login: unique('SN').replace(' ', '-'),
      domain_id: await idOf(admin, 'groups', 'name', 'Block A'),
    });

    await page.getByRole('menuitem', { name: 'Devices' }).click();
    await searchList(page, name);
    await expect(tableRows(page)).toHaveCount(1);
    await tableRows(page).first().getByRole('cell', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/devices/${device.id}/edit$`));
    await expect(page.getByRole('heading', { name: `Device: ${name}` })).toBeVisible();
    await expect(textField(page, 'Name')).toBeDisabled();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textField(page, 'Name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(notification(page, `${renamed} saved`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Device: ${renamed}` })).toBeVisible();
    await expect(textField(page, 'Name')).toBeDisabled();
    await expect(textField(page, 'Name')).toHaveValue(renamed);
    const { body } = await admin.get<{ data: { name: string } }>(`/devices/${device.id}`);
    expect(body.data.name).toBe(renamed);
    await admin.remove('devices', device.id);
  });

  test("opening a Block B device's address shows an error, not the device", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const name = 'panel 1 (Block B)';
    const id = await idOf(admin, 'devices', 'name', name);
    // The server agrees: to manager.a the device does not exist.
    const manager = await apiAs(request, MANAGER_A, DEMO_PASSWORD);
    expect((await manager.get(`/devices/${id}`)).status).toBe(404);

    await page.goto(`/devices/${id}/edit`);
    await expect(notification(page, 'Device not found')).toBeVisible();
    await expect(page).toHaveURL(/\/devices(\?.*)?$/);
    await expect(page.getByRole('heading', { name: `Device: ${name}` })).toHaveCount(0);
    await expect(page.getByText(name)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);

    await page.goto(`/devices/${id}/show`);
    await expect(notification(page, 'Device not found')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });
});

test('an administrator generates a building\'s entrances, floors and apartments, previewed, then saved', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const site = await idOf(admin, 'groups', 'name', 'Riverside Residence');
  const building = await admin.create('groups', { name: unique('Generated tower'), parent_id: site, domain_type_id: 3 });
  await signIn(page, ADMIN.login, ADMIN.password, `/groups/${building.id}/edit`);
  await expect(page.getByRole('heading', { name: `Group: ${building.name}` })).toBeVisible();
  await clickPageAction(page, 'Generate groups');
  const dialog = page.getByRole('dialog');
  // Numbered from 901: the demo's "Apartment 111", which other stories look up by name, stays one of a kind.
  for (const [label, value] of [['Entrances', '4'], ['Floors per entrance', '9'], ['Apartments per floor', '4'], ['First apartment number', '901']]) {
    const field = dialog.getByRole('spinbutton', { name: label });
    await field.clear();
    await field.pressSequentially(value);
  }
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Groups to be made' });
  await expect(preview.getByText('4 entrances, 36 floors, 144 apartments')).toBeVisible();
  await expect(preview.getByText('Floor 9: Apartment 933, Apartment 934, Apartment 935, Apartment 936')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, '184 groups made')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: 'Child groups' }).click();
  await expect(tableRows(page)).toHaveCount(4);
  for (const entrance of ['Entrance 1', 'Entrance 4']) await expect(tableRows(page).filter({ hasText: entrance })).toHaveCount(1);
  const units = await admin.get<{ data: { id: number; name: string }[] }>(`/groups/units?parent_id=${building.id}`);
  expect(units.body.data.map((unit) => unit.name)).toEqual(['Entrance 1', 'Entrance 2', 'Entrance 3', 'Entrance 4']);
});
