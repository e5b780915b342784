/** The routes sign-in moves between (000 §2.2, §2.3) and the `redirect` query that carries the way back. */
export const LOGIN_PATH = '/login';
export const CHOOSE_PROJECT_PATH = '/choose-project';
export const HOME_PATH = '/home';

const SIGN_IN_PAGES = [LOGIN_PATH, CHOOSE_PROJECT_PATH];

/**
 * Login-type pages (000 §2.2): a signed-in user visiting one goes to /home, and none is a place to return
 * to after sign-in. Account confirmation (/registration/confirm/…) is not one: a signed-in user may
 * still follow a confirmation link.
 */
export function isLoginTypePage(pathname: string): boolean {
  if (SIGN_IN_PAGES.includes(pathname)) return true;
  if (/^\/registration\/confirm(\/|$)/.test(pathname)) return false;
  return /^\/(registration|self-registration|password)(\/|$)/.test(pathname);
}

/** Any origin would do: a relative target that resolves to another one is leaving the console. */
const PROBE_ORIGIN = 'http://console.invalid';

/**
 * A path inside the console to return to, or undefined. Anything else (another site, `//host`, `/\\host`,
 * `javascript:`, control characters browsers strip into `//`, the sign-in pages themselves) is refused,
 * so a crafted link cannot send a user away after sign-in.
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return undefined;
  // Backslashes read as slashes and tabs or newlines vanish in browsers' URL parsing: refuse them outright.
  if (/[\\\u0000-\u001f\u007f\s]/.test(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  if (url.pathname === '/' || isLoginTypePage(url.pathname)) return undefined;
  return target;
}

function withRedirect(page: string, target: string | undefined) {
  const back = safeRedirect(target);
  return back ? `${page}?redirect=${encodeURIComponent(back)}` : page;
}

/** @example loginUrl('/users?page=2') // '/login?redirect=%2Fusers%3Fpage%3D2' */
export const loginUrl = (target?: string) => withRedirect(LOGIN_PATH, target);
export const chooseProjectUrl = (target?: string) => withRedirect(CHOOSE_PROJECT_PATH, target);

/** Where the browser is now, path and query. */
export function browserPath(): string {
  return typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
}
