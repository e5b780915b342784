/**
 * The page stack of 000 §2.1, kept per browser tab (sessionStorage): a page opened from another gets a
 * generated `pageId` query parameter and an entry remembering the page it came from, so "back" returns
 * there; page state is kept per pageId. A page without pageId was opened from the menu or by address.
 */
import { HOME_PATH } from '../providers/redirects';
import { menuItemFor } from '../menu/menu-paths';

export const PAGE_ID = 'pageId';
const STACK_KEY = 'access-console.page-stack';
const STATE_KEY = 'access-console.page-state';
/** Entries kept per tab; the oldest go first (a long session must not fill sessionStorage). */
export const MAX_ENTRIES = 100;

interface Entry {
  /** Path and query of the page this one was opened from. */
  from: string;
}
type Stack = Record<string, Entry>;

/** A page carries a pageId that this tab's stack does not know (a copied link, another tab). */
export class PageStackError extends Error {
  constructor(readonly pageId: string) {
    super(`Page ${pageId} is missing from the page stack: it was opened without useOpenPage(), or in another tab`);
    this.name = 'PageStackError';
  }
}

function readStack(storage: Storage): Stack {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STACK_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stack) : {};
  } catch {
    return {};
  }
}

export const newPageId = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

export function pageIdOf(search: string): string | undefined {
  return new URLSearchParams(search).get(PAGE_ID) ?? undefined;
}

/** @example withPageId('/users/3/edit?tab=2', 'k3x9') // '/users/3/edit?tab=2&pageId=k3x9' */
export function withPageId(to: string, pageId: string): string {
  const [beforeHash, hash] = to.split('#', 2);
  const [path, query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(PAGE_ID, pageId);
  return `${path}?${params}${hash === undefined ? '' : `#${hash}`}`;
}

/** Records that `to` is opened from `from` and answers the address to go to, carrying the new pageId. */
export function pushPage(storage: Storage, to: string, from: string): string {
  const pageId = newPageId();
  const stack = readStack(storage);
  stack[pageId] = { from };
  const ids = Object.keys(stack);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_ENTRIES))) delete stack[old];
  storage.setItem(STACK_KEY, JSON.stringify(stack));
  return withPageId(to, pageId);
}

export interface BackQuery {
  pathname: string;
  search: string;
  /** The caller's explicit way back, used when the page was not opened from another. */
  backTo?: string;
  /** Development: a pageId the stack does not know is a bug to see at once (PageStackError). */
  strict: boolean;
}

/**
 * Where "back" leads: the page this one was opened from; else `backTo`; else the menu page this page
 * belongs to (000 §2.5), else /home. An unknown pageId throws when strict, and falls back otherwise.
 */
export function backTarget(storage: Storage, { pathname, search, backTo, strict }: BackQuery): string {
  const pageId = pageIdOf(search);
  const entry = pageId ? readStack(storage)[pageId] : undefined;
  if (entry) return entry.from;
  if (backTo) return backTo;
  if (pageId && strict) throw new PageStackError(pageId);
  const menuPath = menuItemFor(pathname)?.path;
  return menuPath && menuPath !== pathname ? menuPath : HOME_PATH;
}

/** Where a page keeps its state: its pageId, or its path when it has none. */
export function pageStateKey(pathname: string, search: string, key: string): string {
  return `${STATE_KEY}.${pageIdOf(search) ?? pathname}.${key}`;
}

export function readPageState<T>(storage: Storage, storageKey: string, initial: T): T {
  const stored = storage.getItem(storageKey);
  if (stored === null) return initial;
  try {
    return JSON.parse(stored) as T;
  } catch {
    return initial;
  }
}

export function writePageState<T>(storage: Storage, storageKey: string, value: T): void {
  storage.setItem(storageKey, JSON.stringify(value));
}
