/** Where to go after signing in: the `redirect` query, else the page react-admin left, else /home. */
import { HOME_PATH, safeRedirect } from '../providers/redirects';

interface RouterLocation {
  search: string;
  state?: unknown;
}

export function redirectTarget(location: RouterLocation): string {
  const fromQuery = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  if (fromQuery) return fromQuery;
  // react-admin's logout keeps the page it left in the location state.
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null | undefined;
  const fromState = state?.nextPathname ? safeRedirect(`${state.nextPathname}${state.nextSearch ?? ''}`) : undefined;
  return fromState ?? HOME_PATH;
}
