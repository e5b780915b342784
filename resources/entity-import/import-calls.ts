/**
 * The import flow's calls (schemas/import.ts names the routes), for any entity that declares `import`: each
 * function takes the caller's http (useHttp) and the entity's API path.
 *
 * @example const session = await uploadImport(http, 'identifiers', file);
 */
import type { ImportDecisions, ImportDryRun, ImportSession, ImportUndoRefusal } from '../../schemas/import';
import type { Http } from '../../src/providers/http';
import { downloadFile } from '../file-download';

/** Import and export may take up to an hour (001 §9; identifier import has no limit, an hour is the longest we wait). */
export const IMPORT_TIMEOUT_MS = 3_600_000;

const base = (path: string, id?: number) => `/${path}/import${id === undefined ? '' : `/${id}`}`;

export async function uploadImport(http: Http, path: string, file: File): Promise<ImportSession> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await http<{ data: ImportSession }>('POST', base(path), { body: form, timeoutMs: IMPORT_TIMEOUT_MS })).data;
}

export const readImport = async (http: Http, path: string, id: number): Promise<ImportSession> => (await http<{ data: ImportSession }>('GET', base(path, id))).data;

/** The mapping: each file column's index to the field it fills, or null to ignore it. */
export async function remapImport(http: Http, path: string, id: number, mapping: Record<string, string | null>): Promise<ImportSession> {
  return (await http<{ data: ImportSession }>('PATCH', base(path, id), { body: { mapping } })).data;
}

export async function dryRunImport(http: Http, path: string, id: number, decisions: ImportDecisions): Promise<ImportDryRun> {
  return (await http<{ data: ImportDryRun }>('POST', `${base(path, id)}/dry-run`, { body: decisions, timeoutMs: IMPORT_TIMEOUT_MS })).data;
}

export async function applyImport(http: Http, path: string, id: number, decisions: ImportDecisions): Promise<ImportSession> {
  return (await http<{ data: ImportSession }>('POST', `${base(path, id)}/continue`, { body: decisions, timeoutMs: IMPORT_TIMEOUT_MS })).data;
}

export async function undoImport(http: Http, path: string, id: number): Promise<ImportSession> {
  return (await http<{ data: ImportSession }>('POST', `${base(path, id)}/undo`, { timeoutMs: IMPORT_TIMEOUT_MS })).data;
}

/** The rows an undo refusal names (409 import_undo_refused), from the error react-admin's HttpError carries. */
export function undoRefusals(error: unknown): ImportUndoRefusal[] | undefined {
  const body = (error as { body?: { error?: { code?: string; rows?: unknown; details?: { rows?: unknown } } } }).body;
  if (body?.error?.code !== 'import_undo_refused') return undefined;
  const rows = body.error.rows ?? body.error.details?.rows;
  return Array.isArray(rows) ? (rows as ImportUndoRefusal[]) : [];
}

export const downloadFailedRows = (http: Http, path: string, id: number) => downloadFile(http, `${base(path, id)}/failed-rows`, {}, `${path}-failed-rows.xlsx`);

export const downloadTemplate = (http: Http, path: string) => downloadFile(http, `${base(path)}/template`, {}, `${path}-template.xlsx`);

export const downloadExport = (http: Http, path: string) => downloadFile(http, `/${path}/export`, {}, `${path}.xlsx`);
