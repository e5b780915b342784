/**
 * Generate on the virtual number form (issue 17 item 1; the entity's form fill `generate`), as the demo
 * administrator: Virtual numbers → Create, Generate fills a free number and a strong SIP password (the
 * password also printed beside the button, to be noted), the number is saved and listed, and its password
 * is never shown again: not on its page, not in the API's answer. The edit form offers no Generate.
 */
import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect, labelled, notification, pickReference, recordIdOf, searchList, signIn, tableRows, test } from './support';

/** 000 §5.1: digits, lowercase and uppercase Latin letters, 8 to 31 characters. */
const SIP_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[\x21-\x7e]{8,31}$/;

/** The number's input (its schema's examples make it a combobox with suggestions). */
const numberField = (page: Page) => page.getByRole('combobox', { name: labelled('Number') });

test('the administrator generates a virtual number and its password on the add form and saves it', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  await signIn(page, ADMIN.login, ADMIN.password);

  await test.step('opens Virtual numbers → Create', async () => {
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Virtual numbers' }).click();
    await expect(page).toHaveURL(/\/virtual-numbers$/);
    await page.getByRole('main').getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'New virtual number' })).toBeVisible();
  });

  let number = '';
  let password = '';
  await test.step('presses Generate and sees a number and a password filled', async () => {
    await expect(numberField(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(notification(page, 'Number and password generated')).toBeVisible();
    await expect(numberField(page)).toHaveValue(/^\d{2,32}$/);
    number = await numberField(page).inputValue();
    const passwordInput = page.getByLabel(labelled('SIP password'));
    await expect(passwordInput).toHaveValue(SIP_PASSWORD);
    password = await passwordInput.inputValue();
    // The input shows dots: the generated password is printed beside the button to be noted.
    await expect(page.getByTestId('revealed-password')).toHaveText(`SIP password: ${password}`);
    // The server's number is free.
    expect(await admin.find('virtual-numbers', 'number', number)).toEqual([]);
  });

  let id = 0;
  await test.step('saves it in a group and lands on its page, where no password is shown', async () => {
    await pickReference(page, 'Group', 'Apartment 111');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/virtual-numbers\/\d+\/edit$/);
    id = recordIdOf(page);
    await expect(page.getByText(`Virtual number ${number}`).first()).toBeVisible();
    await expect(page.getByText(password)).toHaveCount(0);
    await expect(page.getByTestId('revealed-password')).toHaveCount(0);
    const { body } = await admin.get<{ data: Record<string, unknown> }>(`/virtual-numbers/${id}`);
    expect(body.data).toMatchObject({ number });
    expect(body.data).not.toHaveProperty('password');
  });

  await test.step('the edit form offers no Generate', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
  });

  await test.step('finds the number in the list', async () => {
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Virtual numbers' }).click();
    await searchList(page, number);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(number);
  });

  await admin.remove('virtual-numbers', id);
});
