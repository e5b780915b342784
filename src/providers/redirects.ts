/** The routes sign-in moves between (000 §2.2, §2.3) and the `redirect` query that carries the way back. */
export const LOGIN_PATH = '/login';
export const CHOOSE_PROJECT_PATH = '/choose-project';
export const HOME_PATH = '/home';

const SIGN_IN_PAGES = [LOGIN_PATH, CHOOSE_PROJECT_PATH];

/**
 * A path inside the console to return to, or undefined. Anything else (another site, `//host`, the
 * sign-in pages themselves) is refused, so a crafted link cannot send a user away after sign-in.
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  const path = target.split(/[?#]/)[0];
  if (path === '/' || SIGN_IN_PAGES.includes(path)) return undefined;
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
