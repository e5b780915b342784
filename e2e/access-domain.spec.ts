/**
 * Stories of the access domain's generated screens: a weekly schedule with an inverted slot is refused on
 * that slot in the spec's words and saved once fixed; an auditor finds who changed a door's access rule on
 * the system audit page and reads the change field by field; a licence plate typed in Cyrillic is found by
 * searching it in Latin letters.
 */
import { ADMIN, apiAs, DEMO_PASSWORD, expect, idOf, notification, searchList, signIn, tableRows, test, textField, unique } from './support';

test.describe('Access domain', () => {
  test('a weekly schedule refuses an inverted slot on the slot, and saves when it is fixed', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const name = unique('Night shift');
    await signIn(page, ADMIN.login, ADMIN.password, '/schedules/add');
    await expect(page.getByRole('heading', { name: 'New schedule' })).toBeVisible();
    await textField(page, 'Name').fill(name);
    // The weekly slots are edited on the week grid; its slot list takes times as HH:MM.
    const slot = page.getByRole('list', { name: 'Slots' }).getByRole('listitem');
    const to = slot.getByRole('textbox', { name: 'To' });
    await expect(to).toHaveValue('18:00');

    await test.step('from 09:00 to 08:20 is refused on the slot, nothing saved', async () => {
      await to.fill('08:20');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(notification(page, 'Check fields data')).toBeVisible();
      await expect(slot).toContainText('From must be below to');
      await expect(page).toHaveURL(/\/schedules\/add$/);
      expect(await admin.find('schedules', 'name', name)).toEqual([]);
    });

    await test.step('09:00 to 12:00 is saved', async () => {
      await to.fill('12:00');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).not.toHaveURL(/\/schedules\/add$/);
      const id = await idOf(admin, 'schedules', 'name', name);
      const { body } = await admin.get<{ data: { weekly_slots: unknown[] } }>(`/schedules/${id}`);
      expect(body.data.weekly_slots).toEqual([{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: 32400, to: 43200 }]);
      await admin.remove('schedules', id);
    });
  });

  test("an auditor reads who changed a door's access rule, and the change field by field", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const who = (await admin.get<{ data: { name: string } }>('/profile')).body.data.name;
    const [door] = (await admin.get<{ data: { id: number }[] }>('/devices/items?size=1')).body.data;
    const [weekdays, weekends] = (await admin.get<{ data: { id: number; name: string }[] }>('/schedules/items?size=2&sort=id')).body.data;
    const name = unique('Lobby door rule');
    const rule = await admin.create('access-rules', { name, device_ids: [door.id], time_rules: [weekdays.id] });
    const changed = await request.patch(`/api/v0/access-rules/${rule.id}`, { headers: { authorization: `Bearer ${admin.token}` }, data: { name: `${name} and lift`, time_rules: [weekdays.id, weekends.id] } });
    expect(changed.status()).toBe(200);

    await signIn(page, 'auditor', DEMO_PASSWORD, '/audit-events');
    await page.getByRole('combobox', { name: 'What' }).click();
    await page.getByRole('option', { name: 'Access rules', exact: true }).click();
    await textField(page, 'Record number').pressSequentially(String(rule.id));
    const events = tableRows(page);
    await expect(events).toHaveCount(2);
    const change = events.first();
    await expect(change).toContainText(who);
    await expect(change).toContainText('Changed');
    await expect(change.getByRole('link', { name: `Access rule #${rule.id}` })).toBeVisible();
    const diff = change.getByRole('group', { name: 'Changes' });
    await expect(diff.locator('[data-field="name"] + [data-side="before"]')).toHaveText(name);
    await expect(diff.locator('[data-field="name"] + * + [data-side="after"]')).toHaveText(`${name} and lift`);
    await expect(diff.locator('[data-field="time_rules"] + * + [data-side="after"]')).toContainText(weekends.name);
    await expect(events.last()).toContainText('Created');
    await admin.remove('access-rules', rule.id);
  });

  test('a licence plate typed in Cyrillic is found by its Latin look-alike', async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const digits = String(Date.now()).slice(-6);
    const name = unique('Visitor car');
    const owner = await idOf(admin, 'users', 'login', 'resident6');
    const plate = await admin.create('identifiers', { name, type: 'license_plate', value: `К ${digits} ОР`, owner });
    await signIn(page, ADMIN.login, ADMIN.password, '/identifiers');
    await searchList(page, `k${digits}o`);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(name);
    await expect(tableRows(page).first()).toContainText(`К ${digits} ОР`);
    await admin.remove('identifiers', plate.id);
  });
});
