/**
 * A guest opens a guest access link (000 §2.3, /guest-access/:keyId) without signing in: the page asks the
 * server about the key and shows the server's answer as a sentence in the guest's language.
 */
import { translate } from '../locales';
import { expect, test } from './support';

test('an unknown guest key shows the server error in the visitor language', async ({ page, request }) => {
  const answer = await request.get('/api/v0/guest-access/no-such-key');
  expect(answer.status()).toBeGreaterThanOrEqual(400);
  const { error } = (await answer.json()) as { error: { code: string } };

  for (const locale of ['en', 'uk'] as const) {
    await page.addInitScript((code) => window.localStorage.setItem('access-console.locale', code), locale);
    await page.goto('/guest-access/no-such-key');
    await expect(page.getByRole('heading', { name: translate(locale, 'account.guest_access.title') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(translate(locale, `errors.codes.${error.code}`));
    await expect(page).toHaveURL(/\/guest-access\/no-such-key$/); // no sign-in asked
  }
});
