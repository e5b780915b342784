/**
 * Test support for the import flow over real HTTP: upload a file (multipart), run the steps, download files,
 * and a fingerprint of the project without the imports' own table (their state is not what an import writes).
 */
import type { TestServer } from './server';
import { storeFingerprint } from './server';

export async function uploadFile(server: TestServer, token: string, path: string, bytes: Uint8Array | string, name = 'file.csv') {
  const form = new FormData();
  // A copy: a Blob takes bytes over an ArrayBuffer, and the caller's may sit on a shared one (TS2322).
  form.append('file', new Blob([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)]), name);
  const response = await fetch(new URL(`/api/v0/${path}/import`, server.url), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() };
}

export async function download(server: TestServer, token: string, path: string) {
  const response = await fetch(new URL(`/api/v0${path}`, server.url), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The flow's next steps on one import. */
export function importSteps(server: TestServer, token: string, path: string, id: number) {
  const at = `/${path}/import/${id}`;
  return {
    get: () => server.request('GET', at, { token }),
    remap: (mapping: Record<string, string | null>) => server.request('PATCH', at, { token, body: { mapping } }),
    dryRun: (body: object = {}) => server.request('POST', `${at}/dry-run`, { token, body }),
    apply: (body: object = {}) => server.request('POST', `${at}/continue`, { token, body }),
    undo: () => server.request('POST', `${at}/undo`, { token }),
    failedRows: () => download(server, token, `${at}/failed-rows`),
  };
}

/** Every table's digest but the imports' own. */
export async function projectTables(server: TestServer) {
  const { imports: _, ...tables } = await storeFingerprint(server.store);
  return tables;
}

/** A CSV of the given rows, separated by `separator`. */
export const csv = (rows: string[][], separator = ',') => rows.map((row) => row.map((cell) => (/[",;\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(separator)).join('\r\n');
