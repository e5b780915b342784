// @vitest-environment jsdom
/**
 * Where the console offers wallet passes: the identifier page's "Wallet pass" only for a card or QR identifier
 * that opens doors, and only while the server says passes can be signed; the profile lists the user's own
 * passes (GET /identifiers/wallet-passes) and shows nothing when there are none.
 */
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEntities } from '../../schemas';
import { WalletPassesPanel } from '../account/wallet-passes-panel';
import { httpDouble } from '../providers/http-double';
import { type RenderedConsole, renderConsole, signedInAs } from '../providers/test-support/render-console';
import IdentifierWalletPassButton from './page-actions-identifier-wallet-pass';

const identifiers = consoleEntities.find((entity) => entity.path === 'identifiers')!;
const CARD = { id: 7, name: 'Front door card', type: 'card', value: '10597059', is_active: true, revoked: false };

let page: RenderedConsole | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

const settings = (configured: boolean) => ({ 'GET /server/settings': { data: { version: '1', domain: 'console.test', is_wallet_pass_configured: configured } } });
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);

async function identifierPage(record: Record<string, unknown>, configured: boolean) {
  const server = httpDouble({ ...signedInAs(['identifiers.view']), ...settings(configured) });
  page = await renderConsole(
    <RecordContextProvider value={record}>
      <IdentifierWalletPassButton entity={identifiers} />
    </RecordContextProvider>,
    server,
  );
  await vi.waitFor(() => expect(server.calls.map((call) => call.request)).toContain('GET /server/settings'));
  return server;
}

describe('the identifier page’s Wallet pass', () => {
  it('is offered for a card while passes can be signed', async () => {
    await identifierPage(CARD, true);
    await vi.waitFor(() => expect(buttonNamed('Wallet pass')).toBeDefined());
  });

  it.each([
    ['passes cannot be signed', CARD, false],
    ['a UKEY', { ...CARD, type: 'ukey' }, true],
    ['a revoked card', { ...CARD, revoked: true, is_active: false }, true],
  ])('is not offered when %s', async (_case, record, configured) => {
    const server = await identifierPage(record, configured);
    // The answer has come and been drawn: nothing more is awaited.
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(buttonNamed('Wallet pass')).toBeUndefined();
  });
});

describe('the profile’s wallet passes', () => {
  it('lists the user’s own cards, one button each', async () => {
    const server = httpDouble({ ...signedInAs([]), 'GET /identifiers/wallet-passes': { data: [{ id: 7, name: 'Front door card', type: 'card' }, { id: 9, name: 'Garage QR', type: 'qr' }] } });
    page = await renderConsole(<WalletPassesPanel />, server);
    await vi.waitFor(() => expect(page!.container.textContent).toContain('Wallet passes'));
    expect(buttonNamed('Front door card')).toBeDefined();
    expect(buttonNamed('Garage QR')).toBeDefined();
  });

  it('shows nothing when there is no pass to offer', async () => {
    const server = httpDouble({ ...signedInAs([]), 'GET /identifiers/wallet-passes': { data: [] } });
    page = await renderConsole(<WalletPassesPanel />, server);
    await vi.waitFor(() => expect(server.calls.map((call) => call.request)).toContain('GET /identifiers/wallet-passes'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.container.textContent).toBe('');
  });
});
