/**
 * A visitor reads the terms and conditions (000 §2.3) before registering: from the registration page,
 * in the language they pick; the static documents are served at /terms/{locale}.html.
 */
import { expect, test } from './support';

test('a visitor opens the terms from the registration page and reads them in English, then Russian', async ({ page }) => {
  await page.goto('/registration');
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('Your account is personal.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Условия использования' })).toBeVisible();
  await expect(page.getByText('Учётная запись личная.', { exact: false })).toBeVisible();
  await expect(page.getByText('Your account is personal.', { exact: false })).toBeHidden();
});

test('the static terms documents exist in every language', async ({ request }) => {
  for (const [locale, heading] of [
    ['en', 'Terms of use of the access console'],
    ['ru', 'Условия использования консоли доступа'],
    ['uk', 'Умови використання консолі доступу'],
  ]) {
    const answer = await request.get(`/terms/${locale}.html`);
    expect(answer.status(), locale).toBe(200);
    expect(answer.headers()['content-type'], locale).toContain('text/html');
    expect(await answer.text(), locale).toContain(`<h1>${heading}</h1>`);
  }
});
