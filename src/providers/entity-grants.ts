/**
 * Whether a role's permissions reach an operation on an entity at all, read from the entity's grants as
 * the server reads them (server/access/scope.ts): any scope's permission, or `true`, is enough here; the
 * server still decides row by row. Seeing one's own user record needs no permission. One rule for the
 * access checks of the pages (authProvider.canAccess) and for the menu, so neither offers what the other hides.
 *
 * @example holdsGrant(identifier, 'view', ['identifiers.view']) // true
 */
import type { Entity } from '../../schemas/define-entity';
import { type GrantName, grantOf } from '../../schemas/grants';

export function holdsGrant(entity: Pick<Entity, 'access' | 'own' | 'commands'>, operation: GrantName, permissions: readonly string[]): boolean {
  if (operation === 'view' && entity.own === 'self') return true;
  const held = new Set(permissions);
  return Object.values(grantOf(entity, operation)).some((grant) => grant === true || held.has(grant));
}
