/**
 * The console's HTTP client through React context: components and hooks take it from useHttp(), so a
 * component test gives them a test double (http-double.ts) and states exactly the calls it expects.
 * src/app.tsx provides the real client once, beside react-admin's providers.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { Http } from './http';

/**
 * Without a provider, the browser's real client: loaded on first call so that importing this module does
 * not set up the browser's providers (storages, locale) in a test that gives its own.
 */
const realClient: Http = (method, path, options) => import('./index').then(({ http }) => http(method, path, options));

const HttpContext = createContext<Http>(realClient);

export function HttpProvider({ http, children }: { http: Http; children: ReactNode }) {
  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

/** The client for calls the data provider does not make (001 §7's non-CRUD routes). */
export const useHttp = (): Http => useContext(HttpContext);
