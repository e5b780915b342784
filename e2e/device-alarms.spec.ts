/**
 * Device alarms (issue 15 §10) as a group administrator, with the auditor signed in elsewhere: a monitor of
 * Block A has raised a panic alarm; the administrator finds it under Device alarms, processes it with a
 * comment through the generated "Process" command, and the auditor's bell announces it at once. The command is
 * offered only while the alarm is unprocessed, and never to the auditor, who may only read.
 */
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD, apiAs, expect, notification, signIn, tableRows, test } from './support';

async function signedInPage(browser: Browser, login: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login, DEMO_PASSWORD);
  return page;
}

test('a group administrator processes an alarm with a comment and the auditor is told at once', async ({ browser, request, page }) => {
  const manager = await apiAs(request, 'manager.a', DEMO_PASSWORD);
  const auditorApi = await apiAs(request, 'auditor', DEMO_PASSWORD);
  const open = await manager.get<{ data: { id: number; sensor: string; processed: boolean }[] }>('/devices/alarms/items?size=100');
  const alarm = open.body.data.find((row) => row.sensor === 'panic' && !row.processed);
  expect(alarm, 'an unprocessed panic alarm in Block A').toBeTruthy();
  await request.post('/api/v0/notifications/read-all', { headers: { authorization: `Bearer ${auditorApi.token}` } });
  const auditor = await signedInPage(browser, 'auditor');
  await expect(auditor.getByRole('status', { name: 'Live updates: connected' })).toBeAttached();

  await test.step('the auditor sees the alarm but is offered nothing to do with it', async () => {
    await auditor.goto(`/devices/alarms/${alarm!.id}/show`);
    await expect(auditor.getByText('Panic button').first()).toBeVisible();
    await expect(auditor.getByRole('button', { name: 'Process' })).toHaveCount(0);
  });

  await signIn(page, 'manager.a', DEMO_PASSWORD);
  await test.step('the administrator finds the alarms under their menu item', async () => {
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Device alarms' }).click();
    await expect(page).toHaveURL(/\/devices\/alarms$/);
    await expect(tableRows(page).filter({ hasText: 'Panic button' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  });

  await test.step('processes it with a comment', async () => {
    await page.goto(`/devices/alarms/${alarm!.id}/edit`);
    await page.getByRole('button', { name: 'Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Called the resident: the button was pressed by a child');
    await dialog.getByRole('button', { name: 'Process' }).click();
    await expect(notification(page, /^Alarm processed$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Process' })).toHaveCount(0);
    const stored = await manager.get<{ data: { processed: boolean; comment: string } }>(`/devices/alarms/${alarm!.id}`);
    expect(stored.body.data).toMatchObject({ processed: true, comment: 'Called the resident: the button was pressed by a child' });
  });

  await test.step("the auditor's bell announces it without a reload", async () => {
    const bell = auditor.getByRole('button', { name: /Notifications \([1-9]\d* unread\)/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(auditor.getByRole('region', { name: 'Notifications' }).getByTestId('notification').filter({ hasText: 'Device alarm processed' }).first()).toBeVisible();
  });
});
