/**
 * Telephony (issue 17): a visitor presses apartment 111 on Block A's door panel. The panel (a Node SIP client,
 * fleet/sip-phone.ts) calls through the console's SIP proxy (Kamailio); the resident's web phone in the top bar,
 * registered on its own, rings; the resident answers, opens the door with the key press the panel expects
 * ('#' by DTMF), hangs up, and finds the call in the call history.
 */
import { SipPhone, sessionEvent } from '../fleet/sip-phone';
import { ADMIN, DEMO_PASSWORD, apiAs, expect, idOf, signIn, tableRows, test } from './support';

const DOOR_PASSWORD = 'DoorPanel2001x';

test.describe('A resident answers the door', () => {
  let door: SipPhone | undefined;
  test.afterEach(async () => {
    await door?.stop();
    door = undefined;
  });

  test("the door panel rings the resident's web phone, who answers, opens the door and finds the call in the history", async ({ page, request }) => {
    const admin = await apiAs(request, ADMIN.login, ADMIN.password);
    const number = await idOf(admin, 'virtual-numbers', 'number', '2001');
    const patched = await request.patch(`/api/v0/virtual-numbers/${number}`, { headers: { authorization: `Bearer ${admin.token}` }, data: { password: DOOR_PASSWORD } });
    expect(patched.status()).toBe(200);

    await signIn(page, 'resident1', DEMO_PASSWORD);
    const phoneButton = page.getByRole('button', { name: 'Phone', exact: true });
    await test.step('the web phone registers on its own: the phone button turns green', async () => {
      await expect(phoneButton).toHaveAttribute('data-registration', 'registered');
    });

    door = new SipPhone({ number: '2001', password: DOOR_PASSWORD, wsUrl: String(process.env.E2E_SIP_WS_URL), domain: '127.0.0.1' });
    await door.register();
    const ringing = door.call('111');
    const answered = sessionEvent(ringing, 'confirmed', 15_000);

    await test.step('the call rings: the panel opens by itself and says who calls', async () => {
      await expect(page.getByText('Incoming call from 2001')).toBeVisible();
    });
    await test.step('the resident answers and talks', async () => {
      await page.getByRole('button', { name: 'Answer' }).click();
      await answered;
      await expect(page.getByTestId('dialer-call')).toHaveAttribute('data-status', 'active');
    });
    await test.step("'#' reaches the panel, which opens its lock", async () => {
      await page.getByRole('button', { name: 'Open the door' }).click();
      await expect.poll(() => door!.tones).toEqual(['#']);
    });
    await test.step('the resident hangs up; the panel hears it', async () => {
      const ended = sessionEvent(ringing, 'ended');
      await page.getByRole('button', { name: 'Hang up' }).click();
      await ended;
      await expect(page.getByTestId('dialer-call')).toHaveAttribute('data-status', 'destroyed');
    });
    await test.step('the call is in the resident\'s call history, answered', async () => {
      await page.keyboard.press('Escape');
      await page.goto('/call-history');
      const row = tableRows(page).filter({ hasText: '2001' }).first();
      await expect(row).toContainText('111');
      await expect(row).toContainText('Answered');
    });
  });
});
