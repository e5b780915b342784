/**
 * Story: a form says what is wrong, in the spec's words (000 §5.1, §5.2, locales/en.ts validation.*),
 * before anything is saved: each field under its input, and 'Check fields data' for the form. The
 * server's own refusals (a serial number already taken) come back to the field the same way.
 */
import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiAs,
  expect,
  labelled,
  notification,
  pickReference,
  recordIdOf,
  signIn,
  test,
  textField,
  unique,
} from './support';

/** rjsf lists a field's errors under its input, as `#<input id>__error` (root_name__error). */
const errorsOf = (page: Page, fieldId: string) => page.locator(`#${fieldId}__error`);

test.describe('Form validation', () => {
  test('a new device with an empty name and a wrong port is refused with the spec messages', async ({ page, request }) => {
    const name = unique('Barrier east');
    const serial = unique('SN').replace(' ', '-');
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const port = page.getByRole('spinbutton', { name: labelled('Port') });

    await signIn(page, ADMIN.login, ADMIN.password, '/devices/add');
    await expect(page.getByRole('heading', { name: 'New device' })).toBeVisible();

    await test.step('saving with the name empty and the port out of range shows each field its message', async () => {
      await port.fill('70000');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(notification(page, 'Check fields data')).toBeVisible();
      await expect(textField(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(errorsOf(page, 'root_name')).toHaveText('Field is required');
      await expect(errorsOf(page, 'root_login')).toHaveText('Field is required');
      await expect(port).toHaveAttribute('aria-invalid', 'true');
      await expect(errorsOf(page, 'root_port')).toHaveText('Value must be less than or equal to 65535');
      await expect(errorsOf(page, 'root_domain_id')).toHaveText('Field is required');
      // Nothing was sent: still on the add page.
      await expect(page).toHaveURL(/\/devices\/add$/);
    });

    await test.step('other wrong values get their own messages', async () => {
      await port.fill('0');
      await textField(page, 'IP address').fill('192.0.2');
      await textField(page, 'Device login').fill('admin panel');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(notification(page, 'Check fields data')).toBeVisible();
      await expect(errorsOf(page, 'root_port')).toHaveText('Value must be greater than or equal to 1');
      await expect(errorsOf(page, 'root_ip_address')).toHaveText('Value must be a valid URL or IP');
      await expect(errorsOf(page, 'root_device_login')).toHaveText('Letters, numbers and _ . @ - only, 1 to 31 chars');
    });

    await test.step('the server refuses a serial number already taken, on that field', async () => {
      await textField(page, 'Name').fill(name);
      await textField(page, 'Serial number').fill('SN1001'); // a demo device's
      await port.fill('8080');
      await textField(page, 'IP address').fill('192.0.2.200');
      await textField(page, 'Device login').fill('admin');
      await pickReference(page, 'Group', 'Harbour Office Park');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(notification(page, 'Check fields data')).toBeVisible();
      await expect(errorsOf(page, 'root_login')).toHaveText('Value must be unique');
      await expect(errorsOf(page, 'root_name')).toHaveCount(0);
      await expect(errorsOf(page, 'root_port')).toHaveCount(0);
      await expect(page).toHaveURL(/\/devices\/add$/);
      expect(await admin.find('devices', 'name', name)).toHaveLength(0);
    });

    await test.step('once corrected, the device is saved', async () => {
      await textField(page, 'Serial number').fill(serial);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/devices\/\d+\/edit$/);
      await expect(page.getByRole('heading', { name: `Device: ${name}` })).toBeVisible();
      const id = recordIdOf(page);
      const { body } = await admin.get<{ data: Record<string, unknown> }>(`/devices/${id}`);
      expect(body.data).toMatchObject({ name, login: serial, port: 8080, ip_address: '192.0.2.200' });
      await admin.remove('devices', id);
    });
  });

  test('the login form asks for both fields before signing in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: labelled('Login') })).toHaveAccessibleDescription('Field is required');
    await expect(page.getByLabel(labelled('Password'))).toHaveAccessibleDescription('Field is required');

    await page.getByRole('textbox', { name: labelled('Login') }).fill(ADMIN.login);
    await page.getByLabel(labelled('Password')).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(notification(page, 'Incorrect login/password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
