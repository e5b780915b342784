/**
 * Downloads a file the API answers (exports, forwards) and hands it to the browser under the server's name.
 * The JSON client (src/providers/http.ts) reads answers as text, which would spoil an xlsx; this reads bytes.
 * An expired token is refreshed the usual way (a JSON call through the caller's `http`, its useHttp()) and the
 * download tried once more.
 *
 * @example await downloadFile(http, '/devices/events/download', { export_format: 'xlsx' })
 * @example await downloadFile(http, `/backups/${id}/download`, {}, `${id}.backup`, { passphrase }) // a POST
 */
import { API_URL, i18nProvider, tokenStore } from '../src/providers';
import type { Http, QueryValue } from '../src/providers/http';
import { toHttpError } from '../src/providers/http-error';

/** Exports may take up to an hour (001 §9). */
const EXPORT_TIMEOUT_MS = 3_600_000;

function urlOf(path: string, query: Record<string, QueryValue>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  return `${API_URL}${path}${search.size ? `?${search}` : ''}`;
}

async function fetchFile(url: string, body?: unknown) {
  const token = tokenStore.get()?.token;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  // A body (a backup's passphrase) goes as JSON in a POST, never in the URL.
  if (body === undefined) return fetch(url, { headers, signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) });
  return fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) });
}

/** `attachment; filename="x.xlsx"` → `x.xlsx`; `filename*=UTF-8''%D1%81.wav` (a name beyond ASCII) → `с.wav` */
function fileNameOf(disposition: string | null) {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves the file; answers its headers (an export says how many rows matched). Throws the API's error, localised. */
export async function downloadFile(http: Http, path: string, query: Record<string, QueryValue> = {}, fallbackName = 'download', body?: unknown): Promise<Headers> {
  const response = await fileResponse(http, path, query, body);
  save(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
  return response.headers;
}

/** The file as a blob (an image to show, e.g. an identifier's QR). Throws the API's error, localised. */
export async function fetchBlob(http: Http, path: string, query: Record<string, QueryValue> = {}): Promise<Blob> {
  return (await fileResponse(http, path, query)).blob();
}

async function fileResponse(http: Http, path: string, query: Record<string, QueryValue>, body?: unknown): Promise<Response> {
  const url = urlOf(path, query);
  let response = await fetchFile(url, body);
  if (response.status === 401) {
    await http('GET', '/profile').catch(() => undefined); // refreshes the token, or ends the session
    response = await fetchFile(url, body);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw toHttpError(response.status, body, i18nProvider.translate);
  }
  return response;
}
