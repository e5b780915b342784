/**
 * Amenities (issue 18 §1, §3): Block A's administrator opens a sauna to its first entrance, two at a time, an hour a
 * slot; a resident there reserves it for a date, choosing among the slots with their free places shown (a full
 * one cannot be chosen), sees the reservation in their own list and cancels it. When the administrator shortens
 * the sauna's hours, the form lists the resident's next reservation it would cancel before saving, and saving
 * cancels it; the amenity's log shows both changes.
 */
import { ADMIN, DEMO_PASSWORD, apiAs, expect, idOf, labelled, notification, pickReference, recordListRows, signIn, test, textField, unique } from './support';

const H = 3600;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a resident reserves a slot of a new amenity, seeing the free places, and cancels it', async ({ page, request }) => {
  test.slow(); // three people's pages, one after the other
  const name = unique('Sauna');
  const date = inDays(3);
  const manager = await apiAs(request, 'manager.a', DEMO_PASSWORD);

  await test.step('the administrator opens the amenity to Block A entrance 1, two at a time', async () => {
    await signIn(page, 'manager.a', DEMO_PASSWORD);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Amenities' }).click();
    await expect(recordListRows(page).filter({ hasText: 'Gym, Block A' })).toBeVisible();
    await page.getByRole('link', { name: 'Create' }).click();
    await textField(page, 'Name').fill(name);
    await pickReference(page, 'Groups', 'Block A entrance 1');
    await pickReference(page, 'Access rules', 'Block A residents');
    await page.getByRole('button', { name: 'Persons' }).click();
    await page.getByRole('spinbutton', { name: 'At most at once' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/amenities\/\d+\/(edit|show)$/);
  });

  // Someone else already holds the 09:00 slot for both places.
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const sauna = await idOf(manager, 'amenities', 'name', name);
  const resident2 = await idOf(admin, 'users', 'login', 'resident2');
  await manager.create('amenities/reservations', { amenity_id: sauna, date, user_id: resident2, number_of_persons: 2, time_slots: [{ from: 9 * H, to: 10 * H }] });

  await test.step('a resident chooses among the slots of the date, a full one cannot be chosen', async () => {
    await page.context().clearCookies();
    await signIn(page, 'resident1', DEMO_PASSWORD);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Reservations' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByText('Choose the amenity and the date first')).toBeVisible();
    await pickReference(page, 'Amenity', name);
    await page.getByLabel(/^Date/).fill(date);
    await expect(page.getByRole('checkbox', { name: '09:00–10:00 · 0 free' })).toBeDisabled();
    await page.getByRole('checkbox', { name: '10:00–11:00 · 2 free' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/amenities\/reservations\/\d+\/(edit|show)$/);
  });

  await test.step('the reservation is in the resident’s list, and is canceled', async () => {
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Reservations' }).click();
    const row = recordListRows(page).filter({ hasText: name });
    await expect(row).toContainText('10:00–11:00');
    await expect(row).toContainText('Reserved');
    await row.click();
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(notification(page, /^Reservation canceled$/)).toBeVisible();
    await expect(page.getByText('Canceled').first()).toBeVisible();
  });

  const resident = await apiAs(request, 'resident1', DEMO_PASSWORD);
  await resident.create('amenities/reservations', { amenity_id: sauna, date, time_slots: [{ from: 11 * H, to: 12 * H }] });
  await test.step('shortening the hours lists the reservation it cancels before saving', async () => {
    await page.context().clearCookies();
    await signIn(page, 'manager.a', DEMO_PASSWORD, `/amenities/${sauna}/edit`);
    await page.getByRole('button', { name: 'Edit' }).click();
    // The slot editor's dialog (custom/amenity-slots/): the whole week's slot ends at 11:00 instead of 18:00.
    await page.getByRole('group', { name: 'Week of slots' }).getByRole('button', { name: 'Mon 09:00–18:00' }).click();
    await page.getByRole('button', { name: 'Edit slot' }).click();
    const slotDialog = page.getByRole('dialog', { name: 'Edit slot' });
    await slotDialog.getByRole('combobox', { name: 'To' }).click();
    await page.getByRole('option', { name: '11:00', exact: true }).click();
    await slotDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('list', { name: 'Slots' }).getByRole('listitem')).toHaveText(['Mon–Sun 09:00–11:00']);
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Saving cancels this reservation');
    await expect(dialog.getByRole('listitem')).toHaveText([new RegExp(`^Resident 1 · .+ · 11:00–12:00$`)]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, new RegExp(`^${name} saved$`))).toBeVisible();
    const held = await resident.find('amenities/reservations', 'amenity_id', sauna);
    expect(held.map((reservation) => [reservation.time_slots, reservation.status])).toEqual(
      expect.arrayContaining([[[{ from: 11 * H, to: 12 * H }], 'canceled']]),
    );
  });

  await test.step("the amenity's log says who created and who changed its slots", async () => {
    await page.getByRole('button', { name: 'Log' }).click();
    const log = page.getByRole('dialog', { name: 'Log' });
    await expect(log.getByRole('row').nth(1)).toContainText('Alice Manager');
    await expect(log.getByRole('row').nth(1)).toContainText('Changed');
    await expect(log.getByRole('row').nth(1)).toContainText('Time slots');
    await expect(log.getByRole('row').last()).toContainText('Created');
  });
});

test("an amenity's forms: its hints once, a free slot offered, the holder's own cards, a reservation titled by what and when", async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const room = await idOf(admin, 'amenities', 'name', 'Meeting room, Block A');
  const gym = await idOf(admin, 'amenities', 'name', 'Gym, Block A');
  const [holder] = await admin.find('users', 'login', 'resident1');
  const neighbour = await idOf(admin, 'users', 'login', 'resident2');
  const stamp = unique('Card');
  const value = String(Date.now()).slice(-8);
  const own = await admin.create('identifiers', { name: `${stamp} own`, type: 'card', value: `1${value}`, owner: holder.id });
  await admin.create('identifiers', { name: `${stamp} neighbour`, type: 'card', value: `2${value}`, owner: neighbour });
  await signIn(page, ADMIN.login, ADMIN.password);

  await test.step('the upload hints are said once, and Add slot offers a slot the week has room for', async () => {
    await page.goto(`/amenities/${room}/edit`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByText('PNG, JPEG or WebP, up to 5,120 kb')).toHaveCount(1);
    await expect(page.getByText('PDF, up to 10,240 kb')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add slot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add slot' });
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(dialog.getByText('Slots must not intersect')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('the group picker says where each group sits', async () => {
    await page.getByRole('button', { name: labelled('Groups') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Search' }).pressSequentially('entrance 1');
    const entrance = dialog.getByRole('button', { name: 'Block A entrance 1', exact: true });
    await expect(entrance).toHaveAccessibleDescription('Riverside Residence / Block A');
    await expect(entrance).toContainText('Riverside Residence / Block A');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step("the identifier is chosen among the holder's, not a neighbour's", async () => {
    await page.goto('/amenities/reservations/add');
    await expect(page.getByRole('combobox', { name: labelled('Holder') })).toBeVisible();
    await pickReference(page, 'Holder', String(holder.name));
    const identifier = page.getByRole('combobox', { name: labelled('Identifier') });
    await identifier.click();
    await identifier.pressSequentially(stamp);
    await expect(page.getByRole('option', { name: `${stamp} own`, exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: `${stamp} neighbour`, exact: true })).toHaveCount(0);
  });

  await test.step('a saved reservation is titled by its amenity, day and times, with its status', async () => {
    const reservation = await admin.create('amenities/reservations', { amenity_id: gym, date: inDays(5), user_id: holder.id, identifier_id: own.id, time_slots: [{ from: 20 * H, to: 21 * H }] });
    await page.goto(`/amenities/reservations/${reservation.id}/edit`);
    const title = page.getByRole('heading').filter({ hasText: 'Gym, Block A' });
    await expect(title).toContainText('20:00–21:00');
    await expect(title).toContainText('Reserved');
  });
});
