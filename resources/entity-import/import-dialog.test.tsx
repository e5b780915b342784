// @vitest-environment jsdom
/**
 * The import dialog's steps with the console's providers over an HTTP test double answering as the import flow
 * does (schemas/import.ts): the file is uploaded as a form; a required field without a column holds the check
 * back until the user maps one; the dry run shows its counts and every row's messages by row index; the
 * duplicates' decisions (per row, then for all) are sent and the dry run asked again; applying shows the
 * server's progress until it is done, then the result in the user's date format; a refused undo shows why,
 * and a later one succeeds. The list's buttons show by permission.
 */
import { act } from 'react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '../../schemas/define-entity';
import { identifier } from '../../schemas/identifier';
import type { ImportDryRun, ImportSession } from '../../schemas/import';
import { httpDouble } from '../../src/providers/http-double';
import { type RenderedConsole, click, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import ImportActions from './import-actions';
import { ImportDialog } from './import-dialog';

const entity = { ...identifier, import: { columns: [{ field: 'name', required: true }, { field: 'type', required: true }, { field: 'value', required: true }], duplicate: ['type', 'value'], permission: 'identifiers.import' } } as unknown as Entity;
const columns = [
  { field: 'name', label: 'Name', required: true },
  { field: 'type', label: 'Type', required: true },
  { field: 'value', label: 'Value', required: true },
];
const session = (more: Partial<ImportSession> = {}): ImportSession => ({
  id: 7, entity: 'identifiers', status: 'mapped', file_name: 'cards.csv', row_count: 3, columns, progress: null, counts: null, created_at: '2026-11-28T11:59:00.000Z', applied_at: null, undone_at: null,
  file_columns: [
    { index: 0, header: 'Name', samples: ['Card A', 'Card B'], field: 'name' },
    { index: 1, header: 'Kind', samples: ['card'], field: null },
    { index: 2, header: 'Card number', samples: ['1001', '1002'], field: 'value' },
  ],
  ...more,
});
const row = (index: number, action: 'create' | 'update' | 'skip' | 'error', more = {}) => ({ row: index, action, duplicate: false, record_id: null, values: { name: `Card ${index}`, type: 'card', value: `100${index}` }, errors: [], ...more });
const dryRun = (duplicate: 'update' | 'skip'): ImportDryRun => ({
  session: session({ status: 'checked' }),
  counts: { create: 1, update: duplicate === 'update' ? 1 : 0, skip: duplicate === 'skip' ? 1 : 0, error: 1 },
  rows: [row(1, 'create'), row(2, duplicate, { duplicate: true, record_id: 41 }), row(3, 'error', { values: { name: '', type: 'card', value: '1003' }, errors: [{ field: 'name', key: 'validation.required', text: 'Name: Required' }] })],
});
const applied = session({ status: 'applied', counts: { create: 1, update: 1, skip: 0, error: 1 }, applied_at: '2026-11-28T12:00:00.000Z' });
const IMPORTER = ['identifiers.view', 'identifiers.create', 'identifiers.edit', 'identifiers.import'];
const signedIn = (permissions: string[]) => signedInAs(permissions, { profile: { time_format: 'DD.MM.YYYY HH:NN:SS', time_zone: 'Europe/Kyiv' } });

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
});

const text = () => document.body.textContent ?? '';
const button = (name: string) => [...document.body.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const labelled = <T extends Element>(label: string) => document.body.querySelector<T & Element>(`[aria-label="${label}"]`);
const requests = (server: ReturnType<typeof httpDouble>) => server.calls.map((call) => call.request);
const bodyOf = (server: ReturnType<typeof httpDouble>, request: string) => server.calls.filter((call) => call.request === request).at(-1)?.options.body;

async function choose(select: HTMLSelectElement | null, value: string) {
  if (!select) throw new Error('no such select');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function upload(name: string) {
  const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [new File(['Name,Kind,Card number\n'], name, { type: 'text/csv' })] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await click(button('Upload'));
}

describe('The import dialog', () => {
  it('uploads, maps a missing required column, dry runs with the duplicates’ decisions, applies with progress and undoes', async () => {
    const server = httpDouble({
      ...signedIn(IMPORTER),
      'POST /identifiers/import': { data: session() },
      'PATCH /identifiers/import/7': ({ body }: { body?: unknown }) => ({ data: session({ file_columns: session().file_columns.map((column) => ({ ...column, field: (body as { mapping: Record<string, string | null> }).mapping[String(column.index)] })) }) }),
      'POST /identifiers/import/7/dry-run': ({ body }: { body?: unknown }) => ({ data: dryRun((body as { duplicates: string; rows: Record<string, string> }).duplicates === 'overwrite' || (body as { rows: Record<string, string> }).rows['2'] === 'overwrite' ? 'update' : 'skip') }),
      'POST /identifiers/import/7/continue': { data: session({ status: 'applying', progress: { done: 1, total: 3 } }) },
    });
    rendered = await renderConsole(<ImportDialog entity={entity} open onClose={() => undefined} />, server);
    await vi.waitFor(() => expect(text()).toContain('Import Identifiers from a spreadsheet'), { timeout: 5000 });

    await upload("cards.csv");
    await vi.waitFor(() => expect(text()).toContain('3 rows read from cards.csv'));
    const sent = bodyOf(server, 'POST /identifiers/import') as FormData;
    expect((sent.get('file') as File).name).toBe('cards.csv');
    expect(text()).toContain('Required fields without a column: Type');
    expect(button('Check')?.disabled).toBe(true);

    await choose(labelled<HTMLSelectElement>('Kind'), 'type');
    expect(text()).not.toContain('Required fields without a column');
    await click(button('Check'));
    await vi.waitFor(() => expect(text()).toContain('To create: 1'));
    expect(bodyOf(server, 'PATCH /identifiers/import/7')).toEqual({ mapping: { 0: 'name', 1: 'type', 2: 'value' } });
    expect(bodyOf(server, 'POST /identifiers/import/7/dry-run')).toEqual({ duplicates: 'skip', rows: {} });
    expect(text()).toContain('To skip: 1');
    expect(text()).toContain('With errors: 1');
    const third = document.body.querySelector('tr[data-row="3"]');
    expect([...third!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['3', 'Error', 'Type: card; Value: 1003', 'Name: Required']);

    await choose(labelled<HTMLSelectElement>('Row 2: what to do with the existing record'), 'overwrite');
    await vi.waitFor(() => expect(text()).toContain('To update: 1'));
    expect(bodyOf(server, 'POST /identifiers/import/7/dry-run')).toEqual({ duplicates: 'skip', rows: { 2: 'overwrite' } });
    await click(document.body.querySelector('input[type="radio"][value="overwrite"]'));
    await vi.waitFor(() => expect(bodyOf(server, 'POST /identifiers/import/7/dry-run')).toEqual({ duplicates: 'overwrite', rows: {} }));

    server.answer({ 'GET /identifiers/import/7': { data: applied } });
    await click(button('Apply'));
    await vi.waitFor(() => expect(text()).toContain('Applying: 1 of 3 rows'));
    expect(bodyOf(server, 'POST /identifiers/import/7/continue')).toEqual({ duplicates: 'overwrite', rows: {} });
    await vi.waitFor(() => expect(text()).toContain('Import of cards.csv applied on 28.11.2026 14:00:00.'), { timeout: 5000 });
    expect(text()).toContain('Created: 1, updated: 1, skipped: 0, failed: 1');
    expect(button('Download failed rows')).toBeDefined();

    const refusal = { error: { code: 'import_undo_refused', message: 'import cannot be undone: records changed since', rows: [{ row: 2, record_id: 41, reason: 'changed' }] } };
    server.answer({
      'POST /identifiers/import/7/undo': () => {
        throw new HttpError('The import cannot be undone', 409, refusal);
      },
    });
    await click(button('Undo this import'));
    await vi.waitFor(() => expect(text()).toContain('Undo this import?'));
    expect(requests(server)).not.toContain('POST /identifiers/import/7/undo');
    await click([...document.body.querySelectorAll('[role="dialog"] button')].filter((candidate) => candidate.textContent === 'Undo this import').at(-1));
    await vi.waitFor(() => expect(text()).toContain('Row 2 (record 41): changed since the import'));
    expect(text()).toContain('The import cannot be undone: these records were changed since.');

    server.answer({ 'POST /identifiers/import/7/undo': { data: { ...applied, status: 'undone', undone_at: '2026-11-28T12:05:00.000Z' } } });
    await click(button('Undo this import'));
    await click([...document.body.querySelectorAll('[role="dialog"] button')].filter((candidate) => candidate.textContent === 'Undo this import').at(-1));
    await vi.waitFor(() => expect(text()).toContain('Import of cards.csv undone on 28.11.2026 14:05:00.'));
    expect(text()).not.toContain('changed since the import');
    await vi.waitFor(() => expect(button('Undo this import')).toBeUndefined());
    expect(server.unexpected).toEqual([]);
  }, 60_000);

  it('shows a refused file’s reason in the dialog and stays at the file', async () => {
    const server = httpDouble({
      ...signedIn(IMPORTER),
      'POST /identifiers/import': () => {
        throw new HttpError('The file cannot be read: save it as XLSX or CSV (UTF-8 or Windows-1251) and try again', 422, { error: { code: 'import_unreadable_file' } });
      },
    });
    rendered = await renderConsole(<ImportDialog entity={entity} open onClose={() => undefined} />, server);
    await vi.waitFor(() => expect(button('Upload')).toBeDefined(), { timeout: 5000 });
    await upload('bomb.xlsx');
    await vi.waitFor(() => expect(document.body.querySelector('[role="alert"]')?.textContent).toContain('The file cannot be read'));
    expect(button('Upload')).toBeDefined();
    expect(text()).not.toContain('Column of the file');
  });
});

describe('The list’s import and export buttons', () => {
  /** The buttons shown, once they are what the test expects and stay so a while after (the access checks have answered). */
  const expectButtons = async (permissions: string[], expected: string[]) => {
    const server = httpDouble(signedIn(permissions));
    rendered = await renderConsole(<ImportActions entity={entity} />, server);
    const names = () => [...rendered!.container.querySelectorAll('button')].map((candidate) => candidate.textContent);
    await vi.waitFor(() => expect(names()).toEqual(expected), { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(names()).toEqual(expected);
    await rendered.unmount();
    rendered = undefined;
  };

  it('shows the import to a user who may create and import, the export to one who may export', async () => {
    await expectButtons([...IMPORTER, 'identifiers.export'], ['Import', 'Export (xlsx)']);
    await expectButtons(IMPORTER, ['Import']);
    await expectButtons(['identifiers.view', 'identifiers.export'], ['Export (xlsx)']);
    await expectButtons(['identifiers.view', 'identifiers.create', 'identifiers.export'], ['Export (xlsx)']);
  }, 30_000);
});
