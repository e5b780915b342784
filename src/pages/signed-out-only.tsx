/**
 * Wraps a login-type page (000 §2.2: /login, /registration…, /password/…): a signed-in user visiting it
 * goes to /home instead. Other public pages (terms, guest access, confirmation) render for anyone.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStore } from '../providers';
import { HOME_PATH } from '../providers/redirects';

export function SignedOutOnly({ children }: { children: ReactNode }) {
  return tokenStore.get() ? <Navigate to={HOME_PATH} replace /> : <>{children}</>;
}
