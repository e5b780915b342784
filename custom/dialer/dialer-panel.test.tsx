// @vitest-environment jsdom
/**
 * The web phone's panel with the console's providers over an HTTP test double: what it shows for the server's
 * answers (recent calls, the concierge's doors, interception) and what it sends when the user acts. The
 * phone itself (JsSIP) is a recording double: the panel's part is what it asks of the phone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { click, type RenderedConsole, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import type { DialerCall } from './calls';
import { DialerPanel } from './dialer-panel';
import type { WebPhone, WebPhoneSnapshot } from './web-phone';

const OWN = '1001';
const interception = (isActive: boolean, domains: number[]) => ({ data: { is_active: isActive, domains, user_domains: [{ id: 7, name: 'Block A', parent_id: null }] } });

/** What the panel asked of the phone, by method, with its arguments. */
function phoneDouble() {
  const asked: [string, unknown[]][] = [];
  const phone = new Proxy({}, { get: (_target, name) => (...args: unknown[]) => void asked.push([String(name), args]) }) as unknown as WebPhone;
  return { phone, asked };
}

let page: RenderedConsole | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

async function renderPanel(permissions: string[], answers: Record<string, unknown>, calls: DialerCall[] = []) {
  const server = httpDouble({
    ...signedInAs(permissions),
    'GET /call-history/items': { data: [{ id: 1, from_number: '1002', to_number: OWN, answered_by: OWN, result: 'answered', started_at: '2026-01-05T10:00:00Z' }] },
    ...answers,
  });
  const { phone, asked } = phoneDouble();
  const snapshot: WebPhoneSnapshot = { state: 'registered', calls };
  page = await renderConsole(<DialerPanel phone={phone} snapshot={snapshot} ownNumbers={[OWN]} contacts={[]} />, server);
  const text = () => page!.container.textContent ?? '';
  const button = (name: string) => [...page!.container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
  return { server, asked, text, button, container: page.container };
}

describe("The web phone's panel", () => {
  it("lists the user's recent calls, read with the number's query, and a click puts the other side's number in the entry", async () => {
    const { server, text, container } = await renderPanel([], {});
    await vi.waitFor(() => expect(text()).toContain('↙ 1002'));
    // Read again once the identity is known: the calls that rang the user count too.
    const query = server.calls.findLast((call) => call.request === 'GET /call-history/items')!.options.query!;
    expect(JSON.parse(String(query.filters)).items).toContainEqual({ field: 'rung_user_ids', rule: 'has', value: 1 });
    expect(text()).toContain('Phone ready: 1001');
    await click([...container.querySelectorAll('[data-testid="dialer-recent"] [role="button"]')][0]);
    expect(container.querySelector<HTMLInputElement>('[data-testid="dialer-entry"]')!.value).toBe('1002');
    expect(server.unexpected).toEqual([]);
  });

  it('dials the number typed on the keypad', async () => {
    const { asked, button } = await renderPanel([], {});
    for (const key of '1002') await click(button(key));
    await click(button('Call'));
    expect(asked).toEqual([['call', ['1002', false, undefined]]]);
  });

  it("refuses to dial the user's own number", async () => {
    const { asked, text, button } = await renderPanel([], {});
    for (const key of OWN) await click(button(key));
    await click(button('Call'));
    expect(text()).toContain('Unable to call your number');
    expect(asked).toEqual([]);
  });

  it("opens a concierge's door and starts interception for the chosen groups", async () => {
    const { server, text, button, container } = await renderPanel(['calls.concierge.intercept', 'calls.concierge.receive'], {
      'GET /calls/interception': interception(false, [7]),
      'POST /calls/interception': ({ body }: { body: { is_active: boolean; domains: number[] } }) => interception(body.is_active, body.domains),
      'GET /calls/management/list': { data: [] },
      'GET /calls/management/devices': { data: [{ token: 'gate/1', name: 'Main gate', sip_number: { number: '2001' } }] },
      'POST /calls/management/devices/open/gate%2F1': {},
    });
    await vi.waitFor(() => expect(text()).toContain('Main gate'));
    await click(button('Open Main gate'));
    await vi.waitFor(() => expect(server.calls.map((call) => call.request)).toContain('POST /calls/management/devices/open/gate%2F1'));
    expect(text()).toContain('Intercept calls');
    await click(container.querySelector('[data-testid="dialer-interception"] input[type="checkbox"]'));
    await vi.waitFor(() => expect(text()).toContain('Intercepting calls'));
    expect(server.calls.find((call) => call.request === 'POST /calls/interception')!.options.body).toEqual({ is_active: true, domains: [7] });
    expect(server.unexpected).toEqual([]);
  });

  it('does not start interception without a group, and sends nothing', async () => {
    const { server, text, container } = await renderPanel(['calls.concierge.intercept'], { 'GET /calls/interception': interception(false, []) });
    await vi.waitFor(() => expect(text()).toContain('Intercept calls'));
    await click(container.querySelector('[data-testid="dialer-interception"] input[type="checkbox"]'));
    expect(text()).toContain('At least one group must be selected');
    expect(server.calls.map((call) => call.request)).not.toContain('POST /calls/interception');
    expect(server.unexpected).toEqual([]);
  });
});
