/**
 * Telephony (issue 17): a visitor presses apartment 111 on a Block A door panel. The panel (a virtual device:
 * MQTT to the console, SIP to the console's proxy, Kamailio) calls; the resident's web phone in the top bar,
 * registered on its own, rings; the resident answers, opens the door with the key the panel expects ('#' by
 * DTMF), the panel opens its lock and reports it, and the resident hangs up. The opening is in the
 * access-control events, the call in the call history.
 */
import { VirtualDevice } from '../fleet/virtual-device';
import { sessionEvent } from '../fleet/sip-phone';
import { ADMIN, DEMO_PASSWORD, apiAs, expect, idOf, signIn, tableRows, test, unique } from './support';

test.describe('A resident answers the door', () => {
  let panel: VirtualDevice | undefined;
  test.afterEach(async () => {
    await panel?.stop();
    panel = undefined;
  });

  test("the door panel rings the resident's web phone, who answers, opens the door and finds the call in the history", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const blockA = await idOf(admin, 'groups', 'name', 'Block A');
    const serial = unique('SIP').replace(' ', '-');
    const device = await admin.create('devices', { name: unique('Gate panel'), type: 'panel', login: serial, domain_id: blockA, protocol: 'mqtt', device_settings: { mqtt: { password: `secret-${serial}` } } });
    const number = String(Date.now()).slice(-7);
    await admin.create('virtual-numbers', { number, device_id: device.id, domain_id: blockA, password: 'GatePanel1234' });
    panel = new VirtualDevice({
      brokerUrl: `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`, serial, password: `secret-${serial}`,
      sip: { number, password: 'GatePanel1234', wsUrl: String(process.env.E2E_SIP_WS_URL), domain: '127.0.0.1' },
    });
    await panel.start();

    await signIn(page, 'resident1', DEMO_PASSWORD);
    await test.step('the web phone registers on its own: the phone button turns green', async () => {
      await expect(page.getByRole('button', { name: 'Phone', exact: true })).toHaveAttribute('data-registration', 'registered');
    });

    await test.step("the phone's contacts find the concierge desk by name, and a click puts its number in", async () => {
      await page.getByRole('button', { name: 'Phone', exact: true }).click();
      await page.getByRole('textbox', { name: 'Search contacts' }).fill('CONCIERGE');
      await page.getByRole('button', { name: /Concierge desk, Block A/ }).click();
      await expect(page.getByTestId('dialer-entry')).toHaveValue('900');
      await page.keyboard.press('Escape');
    });

    const ringing = panel.callNumber('111');
    const answered = sessionEvent(ringing, 'confirmed', 15_000);
    await test.step('the call rings: the panel opens by itself and says who calls', async () => {
      await expect(page.getByText(`Incoming call from ${number}`)).toBeVisible();
    });
    await test.step('the resident answers and talks', async () => {
      await page.getByRole('button', { name: 'Answer', exact: true }).click();
      await answered;
      await expect(page.getByTestId('dialer-call')).toHaveAttribute('data-status', 'active');
    });
    await test.step("'#' reaches the panel, which opens its lock", async () => {
      await page.getByRole('button', { name: 'Open the door' }).click();
      await expect.poll(() => panel!.held.opened).toEqual([1]);
    });
    await test.step('the resident hangs up; the panel hears it', async () => {
      const ended = sessionEvent(ringing, 'ended');
      await page.getByRole('button', { name: 'Hang up' }).click();
      await ended;
      await expect(page.getByTestId('dialer-call')).toHaveAttribute('data-status', 'destroyed');
      // The phone's recent calls have it at the top, with its result.
      await expect(page.getByTestId('dialer-recent').getByRole('button').first()).toContainText(number);
      await expect(page.getByTestId('dialer-recent').getByRole('button').first()).toContainText('Answered');
      await page.keyboard.press('Escape');
    });
    await test.step("the call is in the resident's call history, answered", async () => {
      await page.goto('/call-history');
      const row = tableRows(page).filter({ hasText: number }).first();
      await expect(row).toContainText('111');
      await expect(row).toContainText('Answered');
    });
    await test.step('the opening is an access-control event of the resident at the panel', async () => {
      await signIn(page, ADMIN.login, ADMIN.password, '/access-control/events');
      const row = tableRows(page).filter({ hasText: 'Opened during a call' }).first();
      await expect(row).toContainText(String(device.name));
      await expect(row).toContainText('Resident 1');
    });
  });
});
