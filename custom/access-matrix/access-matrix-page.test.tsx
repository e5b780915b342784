// @vitest-environment jsdom
/**
 * The access matrix page with the console's providers over an HTTP test double: a resident sees their own
 * doors with each decision's reason; whoever may view devices sees the grid, each cell the server's decision
 * for that subject and device with the rule's name, asked for the subjects and devices the page listed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { type RenderedConsole, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import AccessMatrixPage from './access-matrix-page';

const page = (data: unknown[]) => ({ data, pagination: { total: data.length } });

let rendered: RenderedConsole | undefined;
beforeEach(() => {
  // jsdom lays nothing out: the grid's viewport gets a size (a laptop's) so its window shows rows and columns.
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('The access matrix page', () => {
  it("shows a resident their own doors, each with the decision and its rule's name", async () => {
    const server = httpDouble({
      ...signedInAs([]),
      'GET /access-decision/own-doors': {
        data: {
          at: '2026-01-05T10:00:00Z',
          doors: [
            { id: 3, name: 'Front door', allowed: true, reason: { code: 'allowed_by_rule', rule_id: 9, rule_name: 'Residents' } },
            { id: 4, name: 'Garage', allowed: false, reason: { code: 'no_rule' } },
          ],
        },
      },
    });
    rendered = await renderConsole(<AccessMatrixPage />, server);
    const items = () => [...rendered!.container.querySelectorAll('li[data-state]')];
    await vi.waitFor(() => expect(items()).toHaveLength(2), { timeout: 5000 });
    expect(items().map((item) => [item.getAttribute('data-state'), item.textContent])).toEqual([
      ['allowed', 'Front doorAllowed by rule “Residents”'],
      ['denied', 'GarageDenied: no access rule gives this device'],
    ]);
    expect(server.unexpected).toEqual([]);
  });

  it("shows each user's decision for each device, asked for the listed users and devices, with the rule's name", async () => {
    const server = httpDouble({
      ...signedInAs(['devices.view', 'users.view']),
      'GET /groups/items': page([{ id: 1, name: 'House', parent_id: null }]),
      'GET /users/items': page([{ id: 11, name: 'Anna' }, { id: 12, name: 'Boris' }]),
      'GET /devices/items': page([{ id: 21, name: 'Entrance', domain_id: 1 }]),
      'POST /access-decision/matrix': ({ body }: { body: { user_ids: number[]; device_ids: number[] } }) => ({
        data: {
          at: '2026-01-05T10:00:00Z',
          cells: body.user_ids.flatMap((id) => body.device_ids.map((device) => ({ subject_id: id, device_id: device, allowed: id === 11, reason: id === 11 ? { code: 'allowed_by_rule', rule_id: 9 } : { code: 'no_rule' } }))),
        },
      }),
      // The rules asked for by id, as the server filters them.
      'GET /access-rules/items': ({ query }: { query: { filters: string } }) => page([{ id: 9, name: 'Residents' }, { id: 10, name: 'Staff' }].filter((rule) => JSON.parse(query.filters).items[0].value.includes(rule.id))),
    });
    rendered = await renderConsole(<AccessMatrixPage />, server);
    const cell = (id: string) => rendered!.container.querySelector(`[data-cell="${id}"]`);
    // A busy machine (CI's two cores) can take longer than vi.waitFor's 1 s to render the fetched block.
    await vi.waitFor(() => expect(cell('11:21')?.getAttribute('aria-label')).toBe('Allowed by rule “Residents”'), { timeout: 5000 });
    expect(cell('11:21')?.getAttribute('data-state')).toBe('allowed');
    expect(cell('12:21')?.getAttribute('data-state')).toBe('denied');
    expect(cell('12:21')?.getAttribute('aria-label')).toBe('Denied: no access rule gives this device');
    const asked = server.calls.find((call) => call.request === 'POST /access-decision/matrix')!.options.body as Record<string, unknown>;
    expect({ user_ids: asked.user_ids, device_ids: asked.device_ids }).toEqual({ user_ids: [11, 12], device_ids: [21] });
    expect(rendered.container.querySelector('[data-device="21"]')?.textContent).toBe('EntranceHouse');
    expect(server.unexpected).toEqual([]);
  });
});
