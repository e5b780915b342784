/**
 * Conversations (issue 15 §8): a group administrator starts one with a resident from the generated form and
 * opens its thread; the resident, signed in elsewhere, answers; the answer appears in the administrator's
 * thread without a reload, and the administrator's bell counts it. The resident finds it in their list by
 * the other party's name (not their own) and its row opens the thread, where each message names its author,
 * an administrator the resident may not open among them (issue 34 §6, §11).
 */
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD, expect, notification, pickReference, signIn, test, textField, unique } from './support';

async function signedInPage(browser: Browser, login: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login, DEMO_PASSWORD);
  return page;
}

test('a conversation between a group administrator and a resident updates live', async ({ page, browser }) => {
  const subject = unique('Noise after 22:00');
  await signIn(page, 'manager.a', DEMO_PASSWORD);

  await test.step('the administrator starts a conversation with Resident 1 and opens its thread', async () => {
    await page.goto('/conversations/create');
    await textField(page, 'Subject').fill(subject);
    await pickReference(page, 'With', 'Resident 1');
    await textField(page, 'Message').fill('Neighbours report music after 22:00. Could you keep it down?');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, /created$/)).toBeVisible();
    await page.getByRole('link', { name: 'Open conversation' }).click();
    await expect(page).toHaveURL(/\/conversation\/\d+$/);
    await expect(page.getByTestId('message').filter({ hasText: 'Could you keep it down?' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Live updates: connected' })).toBeAttached();
  });

  const threadPath = new URL(page.url()).pathname;
  const resident = await signedInPage(browser, 'resident1');
  await test.step('the resident opens it from their list and answers in the same thread', async () => {
    await resident.goto('/conversations');
    const row = resident.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Alice Manager');
    await expect(row).not.toContainText('Resident 1');
    await row.getByText(subject).click();
    await expect(resident).toHaveURL(new RegExp(`${threadPath}$`));
    await expect(resident.getByRole('heading', { name: subject })).toBeVisible();
    await expect(resident.getByTestId('message').filter({ hasText: 'Could you keep it down?' })).toContainText('Alice Manager');
    await resident.getByRole('textbox', { name: 'Write a message' }).fill('Sorry, it will not happen again.');
    await resident.getByRole('button', { name: 'Send' }).click();
    await expect(resident.getByTestId('message').filter({ hasText: 'Sorry, it will not happen again.' })).toBeVisible();
  });

  await test.step("the answer appears in the administrator's thread without a reload", async () => {
    await expect(page.getByTestId('message').filter({ hasText: 'Sorry, it will not happen again.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Notifications \([1-9]\d* unread\)/ })).toBeVisible();
  });
});
