/**
 * Emergency alerts (issue 15 §3, §9) as Block A's administrator: a new alert for an entrance and a door panel
 * gets its sound in the form. A text file is refused as it is chosen; a text file named like a sound passes
 * the browser but not the server, which reads its bytes, and then nothing is saved; a real WAV is uploaded with
 * the alert. The alert is started, its panel is told to play it, and it is stopped again.
 */
import { DEMO_PASSWORD, apiAs, expect, notification, pickReference, signIn, tableRows, test, textField, unique } from './support';
import { sirenWav } from '../server/demo/emergency-alerts';

test('an administrator gives an alert its sound, plays it on the panels and stops it', async ({ page, request }) => {
  const manager = await apiAs(request, 'manager.a', DEMO_PASSWORD);
  const count = async () => (await manager.get<{ pagination: { total: number } }>('/emergency-alerts/items?size=1')).body.pagination.total;
  const name = unique('Gas leak');
  await signIn(page, 'manager.a', DEMO_PASSWORD);

  await test.step('the demo alert is listed with its sound', async () => {
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Emergency alerts' }).click();
    await expect(tableRows(page).filter({ hasText: 'Fire evacuation, Block A' })).toContainText('siren.wav');
  });

  const before = await count();
  const sound = page.locator('input[type="file"]');
  await test.step('a text file is refused as it is chosen', async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await textField(page, 'Name').fill(name);
    await pickReference(page, 'Groups', 'Block A entrance 1');
    await pickReference(page, 'Devices', 'panel 1 (Block A)');
    await sound.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a sound') });
    await expect(page.getByText('Pick only MP3, WAV, OGG files')).toBeVisible();
    await expect(page.getByText('No file')).toBeVisible();
  });

  await test.step('a text file named like a sound is refused by the server, and nothing is saved', async () => {
    await sound.setInputFiles({ name: 'siren.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not a sound either') });
    await expect(page.getByText('siren.mp3 (1 kb)')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pick only MP3, WAV, OGG files').first()).toBeVisible();
    expect(await count()).toBe(before);
  });

  await test.step('a real sound is uploaded with the alert', async () => {
    await sound.setInputFiles({ name: 'gas-siren.wav', mimeType: 'audio/wav', buffer: sirenWav(2) });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/emergency-alerts\/\d+\/(edit|show)$/);
    await expect(page.getByText('gas-siren.wav (16 kb)')).toBeVisible();
    expect(await count()).toBe(before + 1);
  });

  const alert = (await manager.get<{ data: { id: number; name: string }[] }>('/emergency-alerts/items?size=100')).body.data.find((row) => row.name === name)!;
  await test.step('started, the panel is told to play it; stopped, to stop', async () => {
    await page.goto(`/emergency-alerts/${alert.id}/show`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(notification(page, /^Alert started$/)).toBeVisible();
    await expect(page.getByText('Playing').first()).toBeVisible();
    const tasks = (await manager.get<{ data: { type: string; payload: { alert_id: number } }[] }>('/devices/tasks/items?size=100')).body.data;
    expect(tasks.filter((task) => task.type === 'play_emergency_alert' && task.payload.alert_id === alert.id).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(notification(page, /^Alert stopped$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  });
});
