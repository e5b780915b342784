/**
 * What a user may do from a list of an entity, from the grants the server enforces: open records for
 * editing (else rows open the show page), and select rows for a bulk action (else rows have no checkboxes).
 */
import type { QueryClient } from '@tanstack/react-query';
import { type AuthProvider, useCanAccess } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { PROFILE_TTL_MS } from '../src/providers/auth-provider';
import { bulkActionsNeed } from './page-actions';
import { resourceName } from './routes';

export function useListAccess(entity: Entity) {
  const resource = resourceName(entity);
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  const bulk = useCanAccess({ resource, action: bulkActionsNeed(entity) ?? 'delete' });
  return { mayEdit: edit.canAccess === true, maySelect: remove.canAccess === true || (Boolean(entity.actions?.bulk) && bulk.canAccess === true) };
}

/**
 * The access checks a list page asks react-admin, as the parameters of their queries: the list itself
 * (ListBase asks with `enabled`), its Create button, and useListAccess's edit and delete (also the bulk
 * actions' need and the delete buttons).
 */
const LIST_PAGE_CHECKS = [{ action: 'list', enabled: true }, { action: 'create' }, { action: 'edit' }, { action: 'delete' }] as const;

/**
 * An answer about a whole entity (no record) is read from the profile, which auth-provider.ts keeps for
 * PROFILE_TTL_MS: asking again sooner answers the same. A record's checks ask the server per version of
 * the record and stay as react-admin keeps them.
 */
const ENTITY_CHECKS = ['auth', 'canAccess', { recordId: undefined }];

/**
 * Answers the access checks of the entities' list pages ahead, into react-admin's query cache, so that a
 * list asks for its records on its first render instead of a render later, and re-renders for no check
 * while its rows arrive (issue 34). The answers stay fresh as long as the profile they are read from
 * (auth-provider.ts); a role change still invalidates them (live-channel.tsx).
 */
export function primeListAccess(queryClient: QueryClient, authProvider: AuthProvider, entities: readonly Entity[]) {
  const { canAccess } = authProvider;
  if (!canAccess) return;
  queryClient.setQueryDefaults(ENTITY_CHECKS, { staleTime: PROFILE_TTL_MS });
  for (const resource of entities.map(resourceName)) {
    for (const check of LIST_PAGE_CHECKS) {
      void queryClient.prefetchQuery({ queryKey: ['auth', 'canAccess', { ...check, resource }], queryFn: () => canAccess({ action: check.action, resource }) });
    }
  }
}
