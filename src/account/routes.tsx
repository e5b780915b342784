/**
 * The account pages: public and pre-auth routes of 000 §2.3 (registration, self-registration, password
 * recovery and reset, confirmation, terms, guest access) and the signed-in profile page (000 §3.3).
 * app.tsx mounts `publicRoutes` outside the shell without sign-in and `signedInRoutes` inside the shell.
 * Each page is its own chunk (React.lazy): the login page's bundle carries none of them.
 */
import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import {
  GUEST_ACCESS_PATH,
  PASSWORD_RECOVERY_PATH,
  PASSWORD_RESET_PATH,
  PROFILE_PATH,
  REGISTRATION_CONFIRM_PATH,
  REGISTRATION_PATH,
  SELF_REGISTRATION_PATH,
  TERMS_PATH,
} from './paths';

const RegistrationPage = lazy(() => import('./registration-page'));
const SelfRegistrationPage = lazy(() => import('./self-registration-page'));
const PasswordRecoveryPage = lazy(() => import('./password-recovery-page'));
const PasswordResetPage = lazy(() => import('./password-reset-page'));
const RegistrationConfirmPage = lazy(() => import('./registration-confirm-page'));
const TermsPage = lazy(() => import('./terms-page'));
// The guest route also serves the signed-in /guest-access/add (see GuestAccessRoute).
const GuestAccessRoute = lazy(() => import('./guest-access-route'));
const ProfilePage = lazy(() => import('./profile-page'));

function page(path: string, Page: LazyExoticComponent<ComponentType>) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      }
    />
  );
}

export const publicRoutes: ReactElement[] = [
  // /registration/confirm/:token is listed before /registration/:token? so "confirm" is never read as a token.
  page(`${REGISTRATION_CONFIRM_PATH}/:token`, RegistrationConfirmPage),
  page(`${REGISTRATION_PATH}/:token?`, RegistrationPage),
  page(`${SELF_REGISTRATION_PATH}/:token?`, SelfRegistrationPage),
  page(PASSWORD_RECOVERY_PATH, PasswordRecoveryPage),
  page(`${PASSWORD_RESET_PATH}/:token`, PasswordResetPage),
  page(TERMS_PATH, TermsPage),
  page(`${GUEST_ACCESS_PATH}/:keyId`, GuestAccessRoute),
];

export const signedInRoutes: ReactElement[] = [page(PROFILE_PATH, ProfilePage)];
