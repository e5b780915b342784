/**
 * Telephony (issue 17): the concierge of Block A takes the door panels' calls. In the phone panel they try to
 * start interception with no group (the phone says a group is needed), pick Block A and start it; a visitor
 * at a Block A door panel calls apartment 111 and the concierge's web phone rings instead of the resident's;
 * the concierge answers (an awaiting call), puts the visitor on hold and takes them back, calls the apartment
 * (the phone asks first and holds the visitor; it offers to return to them when that call ends), stops the
 * call from the list of visitors' calls, then
 * opens the panel's door from the phone's list of doors (a device task the panel carries out), and stops
 * interception.
 */
import { VirtualDevice } from '../fleet/virtual-device';
import { sessionEvent } from '../fleet/sip-phone';
import { ADMIN, apiAs, expect, idOf, signIn, test, unique } from './support';

test.describe('A concierge intercepts calls', () => {
  let panel: VirtualDevice | undefined;
  test.afterEach(async () => {
    await panel?.stop();
    panel = undefined;
  });

  test("a panel's call to an apartment rings the concierge, who opens the panel's door from the phone", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const blockA = await idOf(admin, 'groups', 'name', 'Block A');
    const role = await admin.create('roles', { name: unique('Concierge'), permissions: ['calls.concierge.receive', 'calls.concierge.intercept', 'calls.call.descendants'] });
    const login = unique('concierge').replace(' ', '.');
    const concierge = await admin.create('users', { login, name: unique('Concierge'), password: 'concierge-password', role_id: role.id, domain_ids: [blockA] });
    const suffix = String(Date.now()).slice(-6);
    await admin.create('virtual-numbers', { number: `7${suffix}`, user_id: concierge.id, domain_id: blockA, password: 'Concierge1234' });
    const serial = unique('SIP').replace(' ', '-');
    const panelName = unique('Courtyard panel');
    const device = await admin.create('devices', { name: panelName, type: 'panel', login: serial, domain_id: blockA, protocol: 'mqtt', device_settings: { mqtt: { password: `secret-${serial}` } } });
    const panelNumber = `8${suffix}`;
    await admin.create('virtual-numbers', { number: panelNumber, device_id: device.id, domain_id: blockA, password: 'GatePanel1234' });
    panel = new VirtualDevice({
      brokerUrl: `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`, serial, password: `secret-${serial}`,
      sip: { number: panelNumber, password: 'GatePanel1234', wsUrl: String(process.env.E2E_SIP_WS_URL), domain: '127.0.0.1' },
    });
    await panel.start();

    await signIn(page, login, 'concierge-password');
    const phoneButton = page.getByRole('button', { name: 'Phone', exact: true });
    await expect(phoneButton).toHaveAttribute('data-registration', 'registered');
    await phoneButton.click();
    const interception = page.getByTestId('dialer-interception');

    await test.step('interception needs a group; with Block A picked it starts and the groups lock', async () => {
      await interception.getByRole('switch').click();
      await expect(interception.getByRole('alert')).toHaveText('At least one group must be selected');
      const groups = interception.getByRole('combobox', { name: 'Groups' });
      await groups.pressSequentially('Block A');
      await expect(groups).toHaveValue('Block A');
      await page.getByRole('option', { name: 'Block A', exact: true }).click();
      await interception.getByRole('switch').click();
      await expect(interception.getByText('Intercepting calls')).toBeVisible();
      await expect(interception.getByRole('combobox', { name: 'Groups' })).toBeDisabled();
      await page.keyboard.press('Escape');
    });

    const ringing = panel.callNumber('111');
    const visitorCall = page.getByTestId('dialer-call').filter({ hasText: `Incoming call from ${panelNumber}` });
    await test.step("the panel's call to apartment 111 rings the concierge", async () => {
      await expect(visitorCall).toBeVisible();
      const answered = sessionEvent(ringing, 'confirmed', 15_000);
      await page.getByRole('button', { name: 'Answer', exact: true }).click();
      await answered;
      await expect(visitorCall).toHaveAttribute('data-status', 'active');
    });

    await test.step('the visitor waits on hold and the concierge takes them back', async () => {
      const held = new Promise((resolve) => ringing.once('hold', resolve));
      await visitorCall.getByRole('button', { name: 'Hold' }).click();
      await held;
      await expect(visitorCall).toHaveAttribute('data-status', 'paused');
      await visitorCall.getByRole('button', { name: 'Resume' }).click();
      await expect(visitorCall).toHaveAttribute('data-status', 'active');
    });

    await test.step('calling the apartment asks first, holds the visitor, and offers to return when that call ends', async () => {
      await page.getByTestId('dialer-entry').fill('111');
      await page.getByRole('button', { name: 'Call', exact: true }).click();
      const ask = page.getByRole('dialog', { name: 'Another call is in progress' });
      await expect(ask).toContainText(`The call with ${panelNumber} will be put on hold.`);
      await ask.getByRole('button', { name: 'Continue' }).click();
      await expect(visitorCall).toHaveAttribute('data-status', 'paused');
      // Nobody in apartment 111 has a phone registered: that call ends at once.
      const back = page.getByRole('dialog', { name: 'Return to the call on hold?' });
      await expect(back).toContainText(`The call with ${panelNumber} is waiting on hold.`);
      await back.getByRole('button', { name: 'Return' }).click();
      await expect(visitorCall).toHaveAttribute('data-status', 'active');
    });

    await test.step("the visitors' calls list has the call; Stop ends it at the panel too", async () => {
      const ended = sessionEvent(ringing, 'ended');
      await page.getByTestId('dialer-waiting-calls').getByRole('button', { name: `Stop the call from ${panelNumber}` }).click();
      await ended;
      await expect(visitorCall).toHaveAttribute('data-status', 'destroyed');
      await expect(page.getByTestId('dialer-waiting-calls')).toHaveCount(0);
    });

    await test.step("the concierge opens the panel's door from the list of doors", async () => {
      await page.getByTestId('dialer-doors').getByRole('button', { name: `Open ${panelName}` }).click();
      await expect(page.getByText('Door opening sent')).toBeVisible();
      await expect.poll(() => panel!.held.opened, { timeout: 15_000 }).toEqual([1]);
    });

    await test.step('stopping interception unlocks the groups', async () => {
      await interception.getByRole('switch').click();
      await expect(interception.getByText('Intercept calls')).toBeVisible();
      await expect(interception.getByRole('combobox', { name: 'Groups' })).toBeEnabled();
    });
  });
});
