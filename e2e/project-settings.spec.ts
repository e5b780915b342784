/**
 * The project settings page (/general-settings): the administrator changes the SIP port, is told on the
 * field when the value is refused (nothing stored), saves a good one and finds it after a reload; an
 * auditor, who may only view project settings, sees the same values with every field disabled and no Save.
 */
import { ADMIN, DEMO_PASSWORD, apiAs, expect, notification, signIn, test } from './support';

type Page = import('@playwright/test').Page;
const menuItem = (page: Page, name: string) => page.getByRole('navigation').getByRole('menuitem', { name, exact: true });
const sipPort = (page: Page) => page.getByRole('spinbutton', { name: 'SIP port' });
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the administrator changes the SIP port; an auditor sees it read-only', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const readPort = async () => ((await admin.get<{ data: { port: number } }>('/project-settings/sip')).body.data.port);
  const before = await readPort();
  const chosen = before === 5070 ? 5071 : 5070;

  try {
    await test.step('the administrator opens General settings from the menu, on its SIP tab', async () => {
      await signIn(page, ADMIN.login, ADMIN.password);
      await menuItem(page, 'General settings').click();
      await expect(page).toHaveURL(/\/general-settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'General settings' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Mail (SMTP)' })).toBeVisible();
      await page.getByRole('tab', { name: 'SIP' }).click();
      await expect(sipPort(page)).toHaveValue(String(before));
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => sidewaysOverflow(page), { message: 'the SIP tab scrolls sideways at 1280 px' }).toBeLessThanOrEqual(0);
    });

    const panel = page.getByRole('tabpanel', { name: /SIP/ });
    await test.step('a port out of range is refused on the field, and nothing is stored', async () => {
      await sipPort(page).fill('70000');
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(notification(page, 'Check fields data')).toBeVisible();
      await expect(panel.getByText('Value must be less than or equal to 65535')).toBeVisible();
      await expect(sipPort(page)).toHaveAttribute('aria-invalid', 'true');
      expect(await readPort()).toBe(before);
    });

    await test.step('the change is not lost by leaving: the menu asks first', async () => {
      await sipPort(page).fill(String(chosen));
      await expect(panel.getByText('Value must be less than or equal to 65535')).toBeHidden();
      await menuItem(page, 'Home').click();
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/general-settings$/);
      await expect(sipPort(page)).toHaveValue(String(chosen));
    });

    await test.step('a good port is saved, and kept after a reload', async () => {
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(notification(page, 'SIP settings saved')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
      expect(await readPort()).toBe(chosen);
      await page.reload();
      await page.getByRole('tab', { name: 'SIP' }).click();
      await expect(sipPort(page)).toHaveValue(String(chosen));
    });

    await test.step('an auditor sees the values, every field disabled, and no Save', async () => {
      await signIn(page, 'auditor', DEMO_PASSWORD);
      await page.goto('/general-settings');
      await expect(page.getByText('You may view these settings')).toBeVisible();
      await page.getByRole('tab', { name: 'SIP' }).click();
      await expect(sipPort(page)).toHaveValue(String(chosen));
      await expect(sipPort(page)).toBeDisabled();
      await page.getByRole('tab', { name: 'General' }).click();
      await expect(page.getByRole('textbox', { name: 'Project name' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    });
  } finally {
    // Other stories of a full run meet the project's SIP settings as they were.
    await request.patch('/api/v0/project-settings/sip', { headers: { authorization: `Bearer ${admin.token}` }, data: { port: before } });
  }
});
