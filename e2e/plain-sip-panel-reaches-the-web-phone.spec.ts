/**
 * Telephony (issue 17): most hardware door panels speak plain SIP over UDP with RTP/AVP media, which a browser
 * cannot take. A visitor presses apartment 111 on such a panel: the console's proxy has the media relay
 * (rtpengine) offer the call to the resident's web phone as WebRTC; the resident answers, and the sound of the
 * resident's microphone (Chromium's fake device) reaches the panel as plain RTP through the relay.
 */
import { PlainSipPhone } from '../fleet/plain-sip-phone';
import { ADMIN, DEMO_PASSWORD, apiAs, expect, idOf, signIn, test, unique } from './support';

test.describe('A plain-SIP door panel', () => {
  let panel: PlainSipPhone | undefined;
  test.afterEach(() => {
    panel?.close();
    panel = undefined;
  });

  test("rings the resident's web phone through the media relay, and hears the resident", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const blockA = await idOf(admin, 'groups', 'name', 'Block A');
    const device = await admin.create('devices', { name: unique('Plain panel'), type: 'panel', login: unique('PLAIN').replace(' ', '-'), domain_id: blockA });
    const number = String(Date.now()).slice(-7);
    await admin.create('virtual-numbers', { number, device_id: device.id, domain_id: blockA, password: 'PlainPanel1234' });
    panel = await PlainSipPhone.open({ number, password: 'PlainPanel1234', proxy: { host: '127.0.0.1', port: Number(process.env.E2E_SIP_PORT) }, domain: '127.0.0.1' });

    await signIn(page, 'resident1', DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Phone', exact: true })).toHaveAttribute('data-registration', 'registered');

    const calling = panel.call('111');
    await test.step('the web phone rings with the panel as the caller', async () => {
      await expect(page.getByText(`Incoming call from ${number}`)).toBeVisible();
    });
    await test.step('the resident answers; the panel is answered in plain RTP, on the relay', async () => {
      await page.getByRole('button', { name: 'Answer', exact: true }).click();
      const call = await calling;
      expect(call.answer).toMatch(/^m=audio \d+ RTP\/AVP /m);
      expect(call.answer).not.toMatch(/^a=fingerprint/m);
      await expect(page.getByTestId('dialer-call')).toHaveAttribute('data-status', 'active');
      await test.step("the resident's voice reaches the panel through the relay (ICE, DTLS-SRTP, then plain RTP)", async () => {
        await expect.poll(() => call.heard(), { timeout: 15_000 }).toBeGreaterThan(10);
      });
      await test.step('the panel hangs up; the web phone hears it', async () => {
        await call.hangUp();
        await expect(page.getByTestId('dialer-call')).toHaveAttribute('data-status', 'destroyed');
      });
    });
  });
});
