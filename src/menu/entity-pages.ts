/**
 * Whether the page behind a menu path opens for a role: a generated entity's list needs one of the entity's
 * view grants (the rule the pages' access check and the server use); any other path is the menu rule's alone.
 *
 * @example pageOpensFor(consoleEntities, ['profile.edit'])('/identifiers') // false: a resident lists no identifiers
 */
import type { Entity } from '../../schemas/define-entity';
import { holdsGrant } from '../providers/entity-grants';

export function pageOpensFor(entities: readonly Entity[], permissions: readonly string[]) {
  return (path: string) => {
    const entity = entities.find((candidate) => `/${candidate.route ?? candidate.path}` === path);
    return !entity || holdsGrant(entity, 'view', permissions);
  };
}
