/**
 * Story (issue 18): the administrator, warned that the licence ends in 10 days, opens the licences from the
 * warning, gives the installation id to the supplier and adds the licence files they send. The current term's
 * file leaves the warning; the renewal's takes it away; a file made for another server is refused; deleting the
 * renewal brings the warning back. (The story ends as the demo began: one licence, ending in 10 days.)
 */
import { ADMIN, apiAs, expect, notification, signIn, tableRows, test } from './support';
import { e2eLicenceFile } from './licence-key';

const DAY_MS = 86_400_000;
const WARNING = /The license expires in \d+ days?/;

test('a licence manager adds licence files from the warning, and the warning goes', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const installation = (await admin.get<{ installation_id: string }>('/licenses')).body.installation_id;
  const now = Date.now();
  const current = e2eLicenceFile(installation, 'Current term', { from: now - 355 * DAY_MS, to: now + 10 * DAY_MS });
  const renewal = e2eLicenceFile(installation, 'Renewal', { from: now - DAY_MS, to: now + 365 * DAY_MS });
  const foreign = e2eLicenceFile('another-server', 'Stray', { from: now - DAY_MS, to: now + 365 * DAY_MS });
  const warning = page.getByRole('alert').filter({ hasText: WARNING });
  const addFile = (name: string, content: string) => page.getByTestId('licence-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });

  await signIn(page, ADMIN.login, ADMIN.password);
  await test.step('the warning opens the licences page, which shows the installation id and no licence yet', async () => {
    await warning.getByRole('button', { name: 'Licenses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(page.getByTestId('installation-id')).toHaveText(installation);
    await expect(page.getByText('No license file is installed.')).toBeVisible();
    // The page says what the warning says, from the same licence (issue 34 §8: it said "No license is installed").
    const inEffect = page.getByRole('main').getByLabel('License in effect');
    await expect(inEffect).toContainText('Issuer: Demo license');
    await expect(inEffect.getByTestId('licence-in-effect-status')).toHaveText(WARNING);
  });

  await test.step("the current term's file is added: it is ending, and the warning stays", async () => {
    await addFile('current.json', current);
    await expect(notification(page, 'License added')).toBeVisible();
    await expect(tableRows(page).filter({ hasText: 'Current term' })).toContainText('Ending');
    await expect(warning).toBeVisible();
  });

  await test.step("the renewal's file is added: it is active, and the warning goes", async () => {
    await addFile('renewal.json', renewal);
    await expect(tableRows(page).filter({ hasText: 'Renewal' })).toContainText('Active');
    await expect(warning).toHaveCount(0);
    await expect(page.getByTestId('licence-in-effect-status')).toHaveText('Valid');
  });

  await test.step('a file made for another server is refused, and nothing is added', async () => {
    await addFile('stray.json', foreign);
    await expect(notification(page, 'The license cannot be applied')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(2);
  });

  await test.step('deleting the renewal brings the warning back', async () => {
    await page.getByRole('button', { name: 'Delete: Renewal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(notification(page, 'License deleted')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(warning).toBeVisible();
  });
});
