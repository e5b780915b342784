/**
 * What a session's first list needs, readied while the user reads Home (issue 34: a session's first list
 * took 0.5 s from the click to its first row, later lists 0.2 s): the list screens' code, the code of the
 * actions lists render in their bar and for selected rows, and the answers to a list page's access checks.
 * The shell calls it when the browser is idle after its first paint (src/layout/list-screens-ahead.ts), once
 * the registries' contributors are loaded; the login page never asks for any of it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { consoleEntities } from '../schemas';
import { preloadListScreen } from '.';
import { primeListAccess } from './list-access';
import { preloadPageActions } from './page-action-registry';

export function readyListScreens(queryClient: QueryClient, authProvider: AuthProvider) {
  preloadListScreen();
  for (const entity of consoleEntities) {
    preloadPageActions('list', entity.actions?.list);
    preloadPageActions('bulk', entity.actions?.bulk);
  }
  primeListAccess(queryClient, authProvider, consoleEntities);
}
