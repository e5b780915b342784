// @vitest-environment jsdom
/**
 * A group's white label on its page, with the console's own providers over the HTTP double: the dialog's form is
 * the section's description (its fields, read from the group's route), says where the value comes from, and a
 * group's own value is cleared (DELETE) so that it shows the group above it that it inherits from again.
 */
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { group } from '../../schemas/group';
import { httpDouble } from '../../src/providers/http-double';
import { type RenderedConsole, click, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import GroupSettingsButtons from './group-settings-button';

const company = { is_enabled: true, logo: '/api/v0/group-logos/0123456789abcdef0123456789abcdef', name: 'Acme Management', address: '1 Main Street', email: '', phone: '' };
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name);

let page: RenderedConsole | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

describe("a group's white label", () => {
  it('draws the section\'s form and lets the group inherit from above again', async () => {
    const server = httpDouble({
      ...signedInAs(['groups.edit.all', 'groups.view.all']),
      'GET /groups/17/settings/white-label': { data: { ...company, source_group_id: 17 } },
      'DELETE /groups/17/settings/white-label': { data: { ...company, name: 'Site Co', logo: '', source_group_id: 5 } },
      'GET /groups/5': { data: { id: 5, name: 'Riverside site' } },
    });
    page = await renderConsole(<RecordContextProvider value={{ id: 17, name: 'Block C' }}><GroupSettingsButtons entity={group} /></RecordContextProvider>, server);
    await vi.waitFor(() => expect(buttonNamed('Management company (white label)')).toBeDefined());
    await click(buttonNamed('Management company (white label)'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Set on this group'));
    const name = document.querySelector<HTMLInputElement>('input[name="name"]');
    expect(name?.value).toBe('Acme Management');
    expect(document.querySelector('img[alt="Logo"]')?.getAttribute('src')).toBe(company.logo);
    for (const label of ['Address', 'E-mail', 'Phone', 'Show the company to users below this group']) expect(document.body.textContent).toContain(label);

    server.answer({ 'GET /groups/17/settings/white-label': { data: { ...company, name: 'Site Co', logo: '', source_group_id: 5 } } });
    await click(buttonNamed('Inherit from above'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Taken from Riverside site, a group above.'));
    expect(server.calls.map((call) => call.request)).toContain('DELETE /groups/17/settings/white-label');
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Site Co');
    expect(buttonNamed('Inherit from above')).toBeUndefined();
    expect(server.unexpected).toEqual([]);
  });
});
