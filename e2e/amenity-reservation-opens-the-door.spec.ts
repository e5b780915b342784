/**
 * An amenity reservation opens the amenity's door (issue 18): a resident reserves a sauna's slot, and the
 * administrator's access matrix shows the resident allowed at the sauna's door during that slot, by the
 * reservation, and refused an hour later, as before the reservation was made. The sauna's door is named by no
 * rule that applies to the resident, so only the reservation can open it. The resident, the door and the sauna
 * live in a site of their own, outside the demo's buildings (whose groups other stories count), so the matrix
 * narrowed to it is one cell whatever other stories have added; the story removes them at its end.
 */
import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect, idOf, pickReference, recordIdOf, signIn, test, unique } from './support';

const H = 3600;
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** The demo project's time zone (its default): the browser keeps it too, so the matrix's moment picker reads the slots' wall clock. */
const PROJECT_ZONE = 'UTC';
test.use({ timezoneId: PROJECT_ZONE });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function chooseGroup(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Group' }).pressSequentially(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('a resident reserves a slot, and the access matrix shows them let in at the amenity’s door then, not an hour later', async ({ page, request }) => {
  test.slow(); // two people's pages, the matrix opened twice
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const general = await admin.get<{ data: { time_zone: string } }>('/project-settings/general');
  expect(general.body.data.time_zone, 'the project’s time zone, which the slots are in').toBe(PROJECT_ZONE);

  // The scene: a site with one resident and the sauna's door, which a rule for no one names.
  const tag = unique('x').split(' ')[1];
  const siteName = `Spa house ${tag}`;
  const site = await admin.create('groups', { name: siteName, parent_id: 0, domain_type_id: 2 });
  const resident = { login: `sauna.${tag}`, name: `Sauna guest ${tag}`, password: `pw-${tag}-secret` };
  const user = await admin.create('users', {
    ...resident, email: `${resident.login}@example.test`, role_id: await idOf(admin, 'roles', 'name', 'Resident'), domain_ids: [site.id], send_registration_link: false,
  });
  const door = await admin.create('devices', { name: `Sauna door ${tag}`, login: `sauna-${tag}`, domain_id: site.id });
  const doorRule = await admin.create('access-rules', { name: `Sauna door ${tag}`, device_ids: [door.id] });
  const sauna = `Sauna ${tag}`;
  const amenity = await admin.create('amenities', {
    name: sauna, domains: [site.id], access_rules: [doorRule.id], number_of_persons: { min: 1, max: 2 },
    time_slots: { duration: H, items: [{ days: EVERY_DAY, from: 9 * H, to: 18 * H }] },
  });
  const date = inDays(14);
  const duringSlot = `${date}T10:30`;
  const hourLater = `${date}T11:30`;
  const atTheDoor = page.locator(`[data-cell="${user.id}:${door.id}"]`);

  /** The administrator's matrix of the site at a moment of the picker. */
  async function openMatrixAt(moment: string) {
    await page.context().clearCookies();
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Access matrix', exact: true }).click();
    await chooseGroup(page, siteName);
    await page.getByRole('button', { name: 'At a moment' }).click();
    await page.getByLabel('Moment').fill(moment);
  }

  await test.step('before any reservation, the matrix refuses the resident at the sauna’s door during the slot', async () => {
    await openMatrixAt(duringSlot);
    await expect(page.getByTestId('access-matrix-summary')).toContainText('1 × 1');
    await expect(atTheDoor).toHaveAttribute('data-state', 'denied');
    await expect(atTheDoor).toHaveAccessibleName('Denied: no access rule gives this device');
  });

  await test.step('the resident reserves the 10:00–11:00 slot of the date', async () => {
    await page.context().clearCookies();
    await signIn(page, resident.login, resident.password);
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Reservations' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByText('Choose the amenity and the date first')).toBeVisible();
    await pickReference(page, 'Amenity', sauna);
    await page.getByLabel(/^Date/).fill(date);
    await page.getByRole('checkbox', { name: '10:00–11:00 · 2 free' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/amenities\/reservations\/\d+\/(edit|show)$/);
  });
  const reservationId = recordIdOf(page);

  await test.step('the matrix now lets the resident in at the sauna’s door during the slot, by the reservation', async () => {
    await openMatrixAt(duringSlot);
    await expect(atTheDoor).toHaveAttribute('data-state', 'allowed');
    await expect(atTheDoor).toHaveAccessibleName('Allowed by an amenity reservation during its slot');
  });

  await test.step('an hour later, after the slot, the same door refuses them again', async () => {
    await page.getByLabel('Moment').fill(hourLater);
    await expect(atTheDoor).toHaveAttribute('data-state', 'denied');
    await expect(atTheDoor).toHaveAccessibleName('Denied: no access rule gives this device');
  });

  // An amenity with a reservation to come is kept: the reservation is canceled first.
  const canceled = await request.post(`/api/v0/amenities/reservations/${reservationId}/cancel`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(canceled.status(), await canceled.text()).toBe(200);
  for (const [path, id] of [['amenities', amenity.id], ['access-rules', doorRule.id], ['devices', door.id], ['users', user.id], ['groups', site.id]] as const) await admin.remove(path, id);
});
