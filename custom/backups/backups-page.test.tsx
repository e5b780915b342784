// @vitest-environment jsdom
/**
 * The Backups page with the console's providers over an HTTP test double: the kept backups in the reader's words
 * and date format; a reader with backups.view alone is offered nothing to do; one with every backup permission
 * makes a backup, restores and deletes one only after a confirmation, and uploads a file with its passphrase sent
 * before the file, restoring it at once when asked; the schedule is read-only without backups.create and saved with it.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { type RenderedConsole, click, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import BackupsPage from './backups-page';

const item = (id: string, kind: string, made_at: string, size: number, dialect = 'sqlite') => ({ id, kind, made_at, size, product_version: '0.1.0', schema_version: '0044_x', dialect, tables: 70, files: 1 });
const kept = [item('20261123T122508000Z-manual-0a0b0c0d', 'manual', '2026-11-23T12:25:08.000Z', 5 * 1024 * 1024 + 300 * 1024), item('20261122T010000000Z-scheduled-01020304', 'scheduled', '2026-11-22T01:00:00.000Z', 2048, 'postgres')];
const schedule = { schedule_enabled: false, schedule_cron: '0 3 * * *', keep: 7 };
const ALL = ['backups.view', 'backups.create', 'backups.delete', 'backups.apply', 'backups.apply_file', 'backups.download'];
const answers = (permissions: string[]) => ({ ...signedInAs(permissions, { profile: { time_format: 'DD.MM.YYYY HH:NN:SS', time_zone: 'Europe/Kyiv' } }), 'GET /backups/items': { data: kept }, 'GET /project-settings/backups': { data: schedule } });

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const rows = () => [...rendered!.container.querySelectorAll('table[aria-label="Backups"] tbody tr')];
const buttons = () => [...rendered!.container.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);
const dialogButton = (name: string) => [...document.body.querySelectorAll('[role="dialog"] button')].find((button) => button.textContent === name);
const requests = (server: ReturnType<typeof httpDouble>) => server.calls.map((call) => call.request);

describe('The Backups page', () => {
  it('lists the kept backups in the reader’s words and format, and offers a reader with backups.view nothing to do', async () => {
    const server = httpDouble(answers(['backups.view']));
    rendered = await renderConsole(<BackupsPage />, server);
    await vi.waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5000 });
    await vi.waitFor(() => expect(rows()[0].textContent).toContain('23.11.2026 14:25:08'));
    expect(rows().map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['23.11.2026 14:25:08', 'Manual', '5.3 MB', '0.1.0', 'SQLite'],
      ['22.11.2026 03:00:00', 'Scheduled', '2 KB', '0.1.0', 'PostgreSQL'],
    ]);
    expect(buttons()).toEqual([]);
    expect(server.unexpected).toEqual([]);
  });

  it('makes, restores and deletes a backup, the last two only once confirmed', async () => {
    const id = kept[0].id;
    const server = httpDouble({ ...answers(ALL), 'POST /backups': { data: kept[0] }, [`POST /backups/${id}/apply`]: { data: {} }, [`DELETE /backups/${id}`]: { data: { ok: true } } });
    rendered = await renderConsole(<BackupsPage />, server);
    await vi.waitFor(() => expect(buttons()).toContain('Make a backup'), { timeout: 5000 });
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    await click([...rendered.container.querySelectorAll('button')].find((button) => button.textContent === 'Make a backup'));
    await vi.waitFor(() => expect(requests(server)).toContain('POST /backups'));
    await click(rendered.container.querySelector('button[aria-label="Restore the backup of 23.11.2026 14:25:08"]'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Restore the backup of 23.11.2026 14:25:08?'));
    expect(requests(server)).not.toContain(`POST /backups/${id}/apply`);
    await click(dialogButton('Restore'));
    await vi.waitFor(() => expect(requests(server)).toContain(`POST /backups/${id}/apply`));
    await click(rendered.container.querySelector('button[aria-label="Delete the backup of 23.11.2026 14:25:08"]'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Delete the backup of 23.11.2026 14:25:08?'));
    await click(dialogButton('Delete'));
    await vi.waitFor(() => expect(requests(server)).toContain(`DELETE /backups/${id}`));
    expect(server.unexpected).toEqual([]);
  });

  it('uploads a file with its passphrase first, and restores it at once when asked', async () => {
    const server = httpDouble({ ...answers(ALL), 'POST /backups/file/apply': { data: {} } });
    rendered = await renderConsole(<BackupsPage />, server);
    await vi.waitFor(() => expect(buttons()).toContain('Upload a backup'), { timeout: 5000 });
    await click([...rendered.container.querySelectorAll('button')].find((button) => button.textContent === 'Upload a backup'));
    const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([1, 2, 3])], 'site.backup');
    await act(async () => {
      Object.defineProperty(input, 'files', { value: [file] });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const passphrase = document.body.querySelector('input[type="password"]') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(passphrase, 'correct horse battery');
      passphrase.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(document.body.querySelector('[role="dialog"] input[type="checkbox"]'));
    await click(dialogButton('Upload a backup'));
    await vi.waitFor(() => expect(requests(server)).toContain('POST /backups/file/apply'));
    const form = server.calls.find((call) => call.request === 'POST /backups/file/apply')!.options.body as FormData;
    expect([...form.keys()]).toEqual(['passphrase', 'file']);
    expect(form.get('passphrase')).toBe('correct horse battery');
    expect(server.unexpected).toEqual([]);
  });

  it('shows the schedule read-only without backups.create, and saves a changed one with it', async () => {
    const reader = httpDouble(answers(['backups.view']));
    rendered = await renderConsole(<BackupsPage />, reader);
    await vi.waitFor(() => expect(rendered!.container.textContent).toContain('Scheduled backups'), { timeout: 5000 });
    const fields = () => [...rendered!.container.querySelectorAll('section[aria-labelledby="backup-schedule"] input')] as HTMLInputElement[];
    expect(fields().map((field) => field.disabled)).toEqual([true, true, true]);
    expect(buttons()).toEqual([]);
    await rendered.unmount();

    const server = httpDouble({ ...answers(ALL), 'PATCH /project-settings/backups': ({ body }: { body?: unknown }) => ({ data: body }) });
    rendered = await renderConsole(<BackupsPage />, server);
    await vi.waitFor(() => expect(fields()).toHaveLength(3), { timeout: 5000 });
    await click(fields()[0]);
    const keep = fields()[2];
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(keep, '3');
      keep.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click([...rendered.container.querySelectorAll('section[aria-labelledby="backup-schedule"] button')].find((button) => button.textContent === 'Save'));
    await vi.waitFor(() => expect(requests(server)).toContain('PATCH /project-settings/backups'));
    expect(server.calls.find((call) => call.request === 'PATCH /project-settings/backups')!.options.body).toEqual({ schedule_enabled: true, schedule_cron: '0 3 * * *', keep: 3 });
    expect(server.unexpected).toEqual([]);
  });
});
