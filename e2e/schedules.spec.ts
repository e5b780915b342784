/**
 * The administrator edits a schedule's weekly slots on the week grid: paints Mon–Fri 09:00–18:00 with the
 * pointer, saves and reads it compactly on the show page; then paints a slot overlapping it and is refused
 * on the grid in the spec's words ("Slots must not intersect"), with nothing saved.
 */
import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect, idOf, notification, signIn, test, textField, unique } from './support';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];
const cell = (page: Page, name: string) => page.getByRole('gridcell', { name, exact: true });
const slotItems = (page: Page) => page.getByRole('list', { name: 'Slots' }).getByRole('listitem');

/** Presses on one cell, moves over to another and lets go: the rectangle between them becomes a slot. */
async function paint(page: Page, from: string, to: string) {
  await cell(page, from).hover();
  await page.mouse.down();
  await cell(page, 'Wed 12:00').hover(); // through the middle, as a hand would
  await cell(page, to).hover();
  await page.mouse.up();
}

test('the administrator paints a weekly schedule on the week grid and is refused an overlapping slot', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const name = unique('Office hours');
  await signIn(page, ADMIN.login, ADMIN.password, '/schedules/add');
  await expect(page.getByRole('heading', { name: 'New schedule' })).toBeVisible();
  await textField(page, 'Name').fill(name);
  await expect(page.getByRole('grid', { name: 'Week grid' })).toBeVisible();

  await test.step('the default slot (every day 09:00–18:00) is removed with a click on it', async () => {
    await expect(cell(page, 'Sun 09:00')).toHaveAttribute('aria-selected', 'true');
    await cell(page, 'Sun 12:00').click();
    await expect(cell(page, 'Sun 09:00')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByText('No slots: the schedule never matches.')).toBeVisible();
  });

  await test.step('dragging from Mon 09:00 to Fri 17:30 paints Mon–Fri 09:00–18:00', async () => {
    await paint(page, 'Mon 09:00', 'Fri 17:30');
    await expect(slotItems(page)).toHaveCount(1);
    await expect(slotItems(page).getByRole('textbox', { name: 'From' })).toHaveValue('09:00');
    await expect(slotItems(page).getByRole('textbox', { name: 'To' })).toHaveValue('18:00');
    for (const covered of ['Mon 09:00', 'Wed 13:30', 'Fri 17:30']) await expect(cell(page, covered)).toHaveAttribute('aria-selected', 'true');
    for (const free of ['Mon 08:30', 'Fri 18:00', 'Sat 09:00', 'Sun 12:00']) await expect(cell(page, free)).toHaveAttribute('aria-selected', 'false');
  });

  let id = 0;
  await test.step('saved as one slot, read compactly on the show page', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(/\/schedules\/add$/);
    id = await idOf(admin, 'schedules', 'name', name);
    const { body } = await admin.get<{ data: { weekly_slots: unknown[] } }>(`/schedules/${id}`);
    expect(body.data.weekly_slots).toEqual([{ days: WEEKDAYS, from: 32400, to: 64800 }]);
    await page.goto(`/schedules/${id}/show`);
    await expect(page.getByText('Mon–Fri 09:00–18:00', { exact: true })).toBeVisible();
  });

  await test.step('an overlapping slot is refused on the grid and nothing is saved', async () => {
    await page.goto(`/schedules/${id}/edit`);
    // A saved record opens in view mode: the grid is read-only until Edit.
    await expect(page.getByRole('grid', { name: 'Week grid' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('grid', { name: 'Week grid' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(cell(page, 'Fri 17:00')).toHaveAttribute('aria-selected', 'true');
    await paint(page, 'Fri 17:00', 'Sat 18:30');
    await expect(slotItems(page)).toHaveCount(2);
    // Seen on the grid at once: the second slot in the error colour and its message.
    await expect(cell(page, 'Sat 18:00')).toHaveAttribute('aria-invalid', 'true');
    await expect(slotItems(page).nth(1)).toContainText('Slots must not intersect');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, 'Check fields data')).toBeVisible();
    await expect(slotItems(page).nth(1)).toContainText('Slots must not intersect');
    await expect(page).toHaveURL(new RegExp(`/schedules/${id}/edit$`));
    const { body } = await admin.get<{ data: { weekly_slots: unknown[] } }>(`/schedules/${id}`);
    expect(body.data.weekly_slots).toEqual([{ days: WEEKDAYS, from: 32400, to: 64800 }]);
  });

  await admin.remove('schedules', id);
});

test('the week grid works from the keyboard, and the slot list takes any minute', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const name = unique('Weekend desk');
  await signIn(page, ADMIN.login, ADMIN.password, '/schedules/add');
  await textField(page, 'Name').fill(name);
  const grid = page.getByRole('grid', { name: 'Week grid' });

  await test.step('Delete removes the slot under the cursor; Space, arrows, Space paint Sat–Sun 10:00–12:00', async () => {
    await grid.focus();
    await page.keyboard.press('Delete'); // the cursor starts on Mon 09:00, inside the default slot
    await expect(page.getByText('No slots: the schedule never matches.')).toBeVisible();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    await expect(slotItems(page)).toHaveCount(1);
    await expect(slotItems(page).getByRole('textbox', { name: 'From' })).toHaveValue('10:00');
    await expect(slotItems(page).getByRole('textbox', { name: 'To' })).toHaveValue('12:00');
    await expect(cell(page, 'Sun 11:30')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(page, 'Fri 10:00')).toHaveAttribute('aria-selected', 'false');
  });

  await test.step('an inverted slot typed in the list is marked at once; a quarter hour is kept', async () => {
    await slotItems(page).getByRole('textbox', { name: 'From' }).fill('14:00');
    await expect(slotItems(page)).toContainText('From must be below to');
    await expect(slotItems(page).getByRole('textbox', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
    await slotItems(page).getByRole('textbox', { name: 'From' }).fill('10:00');
    await slotItems(page).getByRole('textbox', { name: 'To' }).fill('13:15');
    await expect(slotItems(page)).not.toContainText('From must be below to');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(/\/schedules\/add$/);
    const id = await idOf(admin, 'schedules', 'name', name);
    const { body } = await admin.get<{ data: { weekly_slots: unknown[] } }>(`/schedules/${id}`);
    expect(body.data.weekly_slots).toEqual([{ days: ['sat', 'sun'], from: 36000, to: 47700 }]);
    await page.goto(`/schedules/${id}/show`);
    await expect(page.getByText('Sat, Sun 10:00–13:15', { exact: true })).toBeVisible();
    await admin.remove('schedules', id);
  });
});

test('slots are shown in the user time zone, split at midnight, and saved back whole in the project zone', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const setZone = async (time_zone: string) => {
    const answer = await request.patch('/api/v0/profile', { headers: { authorization: `Bearer ${admin.token}` }, data: { profile: { time_zone } } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  const name = unique('Evening cleaning');
  // The project keeps UTC; Asia/Kolkata is UTC+05:30 all year, so Mon 17:00–20:00 UTC crosses its midnight.
  const stored = [{ days: ['mon'], from: 17 * 3600, to: 20 * 3600 }];
  const { id } = await admin.create('schedules', { name, weekly_slots: stored });
  await setZone('Asia/Kolkata');
  try {
    await signIn(page, ADMIN.login, ADMIN.password, `/schedules/${id}/show`);
    await expect(page.getByText('Mon 22:30–24:00', { exact: true })).toBeVisible();
    await expect(page.getByText('Tue 00:00–01:30', { exact: true })).toBeVisible();

    await page.goto(`/schedules/${id}/edit`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByText('Shown in your time zone (Asia/Kolkata); saved in the project time zone (UTC).')).toBeVisible();
    await expect(slotItems(page)).toHaveCount(2);
    await expect(cell(page, 'Mon 23:30')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(page, 'Tue 01:00')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(page, 'Mon 22:00')).toHaveAttribute('aria-selected', 'false');
    await textField(page, 'Name').fill(`${name} (renamed)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, `${name} (renamed) saved`)).toBeVisible();
    const { body } = await admin.get<{ data: { weekly_slots: unknown[] } }>(`/schedules/${id}`);
    expect(body.data.weekly_slots).toEqual(stored);
  } finally {
    await setZone('UTC');
    await admin.remove('schedules', id);
  }
});
