/**
 * What the unsaved-changes guard decides, as pure functions: whether a form holds changes (its data differs
 * from what it started with, an absent key and an undefined one alike, key order aside), and whether
 * a navigation leaves the page (a new path) or only moves within it (a tab, a list's query).
 */
import { sameValue } from '../../src/providers/write-body';

export const holdsChanges = (started: unknown, now: unknown) => !sameValue(started, now);

/**
 * Where a navigation goes: a string path (relative ones too, or a whole URL as the browser's back button
 * has it) or react-router's partial location.
 */
export type NavigationTarget = string | { pathname?: string };

export function leavesPage(currentPathname: string, to: NavigationTarget): boolean {
  const pathname = typeof to === 'string' ? new URL(to, `http://console${currentPathname}`).pathname : (to.pathname ?? currentPathname);
  return pathname.replace(/\/$/, '') !== currentPathname.replace(/\/$/, '');
}

