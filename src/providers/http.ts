/**
 * Every call to /api/v0 goes through here (001 §7): JSON (or a FormData upload), bearer token, 30 s timeout, localised errors.
 * On a 401 "Unauthenticated" the tokens are refreshed and the request is retried once (001 §4); calls
 * that fail together share one refresh, and so do the console's tabs (refresh-lock.ts). When the refresh fails the session is cleared and the 401
 * reaches react-admin, whose checkError sends the user to /login.
 */
import { noAnswerError, toHttpError } from './http-error';
import { browserLocks, type LockManagerLike, refreshCoordinator } from './refresh-lock';
import type { Session, TokenStore } from './token-store';
import type { Translate } from './translate';

export const DEFAULT_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
  /** Sent without a token and never refreshed (login, refresh). */
  anonymous?: boolean;
  /** The caller's cancellation (react-query aborts queries nobody waits for). */
  signal?: AbortSignal;
}

export type Http = <T = any>(method: string, path: string, options?: RequestOptions) => Promise<T>;

export interface HttpSettings {
  /** e.g. '/api/v0' in the browser, 'http://127.0.0.1:PORT/api/v0' in tests. */
  apiUrl: string;
  tokens: TokenStore;
  translate: Translate;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Told when a refresh failed and the session was cleared. */
  onSessionExpired?: () => void;
  /** Shares one refresh among tabs (refresh-lock.ts); navigator.locks unless given, undefined for none. */
  locks?: LockManagerLike;
}

interface Answer {
  status: number;
  body: unknown;
}

function isUnauthenticated(answer: Answer) {
  const body = answer.body as { message?: string; error?: { code?: string } } | undefined;
  return answer.status === 401 && (body?.message === 'Unauthenticated' || body?.error?.code === 'not_authorized');
}

function urlOf(apiUrl: string, path: string, query?: Record<string, QueryValue>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `${apiUrl.replace(/\/$/, '')}${path}${text ? `?${text}` : ''}`;
}

/** Aborts when either aborts (AbortSignal.any where the browser has it). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
}

export function createHttp(settings: HttpSettings): Http {
  const { apiUrl, tokens, translate, timeoutMs = DEFAULT_TIMEOUT_MS, onSessionExpired } = settings;
  const doFetch = settings.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function send(method: string, path: string, options: RequestOptions, token: string | undefined): Promise<Answer> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? timeoutMs);
    const signal = options.signal ? eitherSignal(options.signal, timeout.signal) : timeout.signal;
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A form (a file upload) goes as multipart: the browser writes its Content-Type with the boundary.
    const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await doFetch(urlOf(apiUrl, path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
        signal,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON (a proxy's error page): keep the text.
      }
      return { status: response.status, body };
    } catch (error) {
      if (options.signal?.aborted) throw error; // the caller gave up; not an error to show
      throw noAnswerError(timeout.signal.aborted ? 'timeout' : 'network', translate);
    } finally {
      clearTimeout(timer);
    }
  }

  async function refresh(): Promise<Session | undefined> {
    const current = tokens.get();
    if (!current) return undefined;
    try {
      const answer = await send('POST', '/refresh', { body: { token: current.refresh } }, undefined);
      const fresh = (answer.body as { data?: Session } | undefined)?.data;
      if (answer.status !== 200 || !fresh?.token || !fresh.refresh) throw new Error('refresh refused');
      const session = { token: fresh.token, refresh: fresh.refresh, project: fresh.project ?? current.project };
      tokens.save(session);
      return session;
    } catch {
      tokens.clear({ expired: true });
      onSessionExpired?.();
      return undefined;
    }
  }

  /** A valid token to retry with, given the one that was refused; undefined when the session is over. */
  const tokenAfterRefusal = refreshCoordinator(tokens, refresh, 'locks' in settings ? settings.locks : browserLocks());

  return async function http<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const token = options.anonymous ? undefined : tokens.get()?.token;
    let answer = await send(method, path, options, token);
    if (token && isUnauthenticated(answer)) {
      const next = await tokenAfterRefusal(token);
      if (next) answer = await send(method, path, options, next);
    }
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    throw toHttpError(answer.status, answer.body, translate);
  };
}
