/**
 * Placeholder until the generator lands: the app shell (src/App.tsx) mounts whatever this returns.
 * The generated screens replace this file.
 */
import type { ReactElement } from 'react';

export function entityResources(): ReactElement[] {
  return [];
}
