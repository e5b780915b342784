/**
 * The project closes the public account flows (Project settings → General): the login page stops offering
 * them, their pages say the function is turned off instead of showing a form, and the server refuses them.
 */
import { type APIRequestContext } from '@playwright/test';
import { ADMIN, apiAs, expect, test } from './support';

const FLAGS = ['can_user_recovery_password', 'can_user_register_himself', 'can_user_register_by_token'] as const;

async function setFlows(request: APIRequestContext, open: boolean) {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const answer = await request.patch('/api/v0/project-settings/general', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: Object.fromEntries(FLAGS.map((flag) => [flag, open])),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('closed account flows are neither offered nor usable', async ({ page, request }) => {
  await setFlows(request, false);
  try {
    await page.goto('/password/recovery');
    await expect(page.getByText('This function is turned off on this server. Contact your administrator.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveCount(0);
    // Same page load, settings already read: the login page hides both links.
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);

    for (const path of ['/registration', '/self-registration', '/registration/some-invitation']) {
      await page.goto(path);
      await expect(page.getByText('This function is turned off on this server.', { exact: false }), path).toBeVisible();
    }
    const refused = await request.post('/api/v0/password/recovery', { data: { email: 'resident1@example.com' } });
    expect(refused.status()).toBe(403);
  } finally {
    await setFlows(request, true);
  }

  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
});
