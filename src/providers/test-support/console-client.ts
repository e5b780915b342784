/**
 * The real server on an ephemeral port with the console's providers pointed at it, for provider tests:
 * the providers run exactly as in the browser, storages and translation included.
 *
 * @example
 * const client = await startConsoleClient();
 * await client.authProvider.login({ username: 'admin', password: ADMIN_PASSWORD });
 * const { data } = await client.dataProvider.getList('users', { pagination: { page: 1, perPage: 5 }, … });
 * await client.close();
 */
import { buildApp } from '../../../server/app';
import { ensureAdministrator } from '../../../server/bootstrap';
import { type Config, configFromEnv } from '../../../server/config';
import type { Store } from '../../../server/crud/repository';
import { createAuthProvider } from '../auth-provider';
import { createDataProvider } from '../data-provider';
import { createHttp, type Http } from '../http';
import { createI18nProvider } from '../i18n-provider';
import { MemoryStorage } from '../memory-storage';
import type { LockManagerLike } from '../refresh-lock';
import { createTokenStore, type TokenStore } from '../token-store';

export const ADMIN_PASSWORD = 'admin-password';

export interface ConsoleClient {
  baseUrl: string;
  store: Store;
  tokens: TokenStore;
  storages: { persistent: MemoryStorage; perSession: MemoryStorage };
  http: Http;
  /** Every request the providers sent: method, path with query, and the JSON body. */
  requests: { method: string; url: string; body?: unknown }[];
  dataProvider: ReturnType<typeof createDataProvider>;
  authProvider: ReturnType<typeof createAuthProvider>;
  /** Where the app "is" (authProvider's currentPath); tests set it. */
  location: { path: string };
  close(): Promise<void>;
}

export interface ClientOptions {
  /** Server settings over the test defaults, e.g. { accessTokenTtlSeconds: 1 }. */
  config?: Partial<Config>;
  /** Wraps the network, to bend an answer the real server would not give (several projects at login). */
  wrapFetch?: (next: typeof fetch) => typeof fetch;
  /** The tabs' shared lock (navigator.locks in a browser); none by default. */
  locks?: LockManagerLike;
}

export async function startConsoleClient({ config = {}, wrapFetch = (next) => next, locks }: ClientOptions = {}): Promise<ConsoleClient> {
  const { app, store } = await buildApp({
    ...configFromEnv({}),
    // No device broker: its default port (1883) would be shared by every test server running at once.
    devices: undefined,
    databaseUrl: 'sqlite::memory:',
    logLevel: 'silent',
    consoleDir: undefined,
    ...config,
  });
  await ensureAdministrator(store, ADMIN_PASSWORD);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;

  const storages = { persistent: new MemoryStorage(), perSession: new MemoryStorage() };
  const tokens = createTokenStore(storages);
  const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const requests: ConsoleClient['requests'] = [];
  const network = wrapFetch((input, init) => fetch(input, init));
  const recordingFetch: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method: init?.method ?? 'GET', url: String(input).slice(baseUrl.length), body });
    return network(input, init);
  };
  const http = createHttp({ apiUrl: `${baseUrl}/api/v0`, tokens, translate: i18n.translate, fetch: recordingFetch, locks });
  const location = { path: '/' };
  return {
    baseUrl,
    store,
    tokens,
    storages,
    http,
    requests,
    dataProvider: createDataProvider({ http, translate: i18n.translate }),
    authProvider: createAuthProvider({ http, tokens, currentPath: () => location.path }),
    location,
    close: () => app.close(),
  };
}
