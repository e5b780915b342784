/**
 * UKEY2 (issue 6 item 4), as a group administrator: the UKEY2 page lists the mobile keys with no add
 * button; "Issue UKEY2" gives a resident of their building a key whose value the server draws, and the
 * key's page revokes it for good. Nothing on the way offers to delete a key.
 */
import { DEMO_PASSWORD, apiAs, expect, notification, pathOf, recordIdOf, signIn, test } from './support';

test('a group administrator issues a UKEY2 key to a resident and revokes it', async ({ page, request }) => {
  const manager = await apiAs(request, 'manager.a', DEMO_PASSWORD);
  await signIn(page, 'manager.a', DEMO_PASSWORD);

  await test.step('the UKEY2 page lists keys, with no add button', async () => {
    await page.getByRole('navigation').getByRole('menuitem', { name: 'UKEY2', exact: true }).click();
    await expect(page).toHaveURL(/\/ukey2$/);
    await expect(page.getByRole('button', { name: 'Issue UKEY2' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  });

  let keyId = 0;
  await test.step('issues a key to Resident 1 and lands on its page', async () => {
    await page.getByRole('button', { name: 'Issue UKEY2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Search' }).fill('Resident 1');
    await expect(dialog.getByRole('list').getByRole('button')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Resident 1', exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(notification(page, 'UKEY2 key issued')).toBeVisible();
    await expect(page).toHaveURL(/\/ukey2\/\d+\/edit$/);
    keyId = recordIdOf(page);
    await expect(page.getByText('UKEY2: UKEY2 Resident 1')).toBeVisible();
    const { body } = await manager.get<{ data: { type: string; value: string; revoked: boolean } }>(`/ukey2/${keyId}`);
    expect(body.data).toMatchObject({ type: 'ukey2', revoked: false });
    expect(body.data.value).toMatch(/^\d+$/);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  await test.step('revokes it, confirmed, for good', async () => {
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(notification(page, 'UKEY2 key revoked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    expect((await manager.get<{ data: { revoked: boolean; is_active: boolean } }>(`/ukey2/${keyId}`)).body.data).toMatchObject({ revoked: true, is_active: false });
    expect(pathOf(page)).toBe(`/ukey2/${keyId}/edit`);
  });
});
