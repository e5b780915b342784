// @vitest-environment jsdom
/**
 * A user's mobile clients on their page, with the console's own providers over the HTTP double: the list shows
 * platform, device and last sign-in in the viewer's date format; a row opens the mobile client info dialog with
 * the spec's fields; Revoke asks first and only then sends the DELETE; the QR app store dialog draws a QR code of
 * each store link set, and says so when none is.
 */
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../schemas/user';
import { httpDouble } from '../providers/http-double';
import { type RenderedConsole, click, renderConsole, signedInAs } from '../providers/test-support/render-console';
import UserMobileClientsButton from './page-actions-user-mobile-clients';

const phone = { mobile_client_id: 'c-1', platform: 'android', info: 'Pixel 8', auth_at: '2026-11-05T10:20:00.000Z', vendor_id: 'vendor-1', sip_number: '1001', ukey2: null };
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name);

let page: RenderedConsole | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

async function renderUserPage(links = { app_store_url: '', google_play_url: '' }) {
  const server = httpDouble({
    ...signedInAs(['users.edit.all'], { profile: { time_format: 'DD.MM.YYYY HH:NN:SS', time_zone: 'UTC' } }),
    'GET /users/7/mobile-clients': { data: [phone] },
    'DELETE /users/7/mobile-clients/c-1': { data: { ok: true } },
    'GET /mobile-clients/app-stores': { data: links },
  });
  page = await renderConsole(<RecordContextProvider value={{ id: 7, name: 'Rita Resident' }}><UserMobileClientsButton entity={user} /></RecordContextProvider>, server);
  await click(buttonNamed('Mobile clients'));
  await vi.waitFor(() => expect(document.body.textContent).toContain('Pixel 8'));
  return server;
}

describe("a user's mobile clients", () => {
  it('lists them, shows a client’s info, and revokes only after the confirmation', async () => {
    const server = await renderUserPage();
    await vi.waitFor(() => expect(document.body.textContent).toContain('05.11.2026 10:20'));
    expect(document.body.textContent).toContain('Android');
    await click([...document.querySelectorAll('tr')].find((row) => row.textContent?.includes('Pixel 8')));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Mobile client info'));
    for (const text of ['Client ID', 'c-1', 'Vendor ID', 'vendor-1', 'SIP number', '1001', 'UKEY2']) expect(document.body.textContent).toContain(text);
    await click(buttonNamed('Revoke'));
    expect(document.body.textContent).toContain('Revoke this mobile client?');
    expect(server.calls.map((call) => call.request)).not.toContain('DELETE /users/7/mobile-clients/c-1');
    server.answer({ 'GET /users/7/mobile-clients': { data: [] } });
    await click(buttonNamed('Revoke'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('No mobile app has registered for this user.'));
    expect(server.calls.map((call) => call.request)).toContain('DELETE /users/7/mobile-clients/c-1');
    expect(server.unexpected).toEqual([]);
  });

  it('draws a QR code of each store link set', async () => {
    await renderUserPage({ app_store_url: 'https://apps.apple.com/app/id1', google_play_url: '' });
    await click(buttonNamed('QR app store'));
    await vi.waitFor(() => expect(document.querySelector('img[alt="App Store"]')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(document.querySelector('img[alt="Google Play"]')).toBeNull();
    expect(document.body.textContent).toContain('https://apps.apple.com/app/id1');
  });

  it('says so when no store link is set', async () => {
    await renderUserPage();
    await click(buttonNamed('QR app store'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('No store links are set'));
  });
});
