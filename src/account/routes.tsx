/**
 * The account pages: public and pre-auth routes of 000 §2.3 (registration, self-registration, password
 * recovery and reset, confirmation, terms, guest access) and the signed-in profile page (000 §3.3).
 * App.tsx mounts `publicRoutes` outside the shell without sign-in and `signedInRoutes` inside the shell.
 */
import type { ReactElement } from 'react';

export const publicRoutes: ReactElement[] = [];
export const signedInRoutes: ReactElement[] = [];
