/**
 * The grant behind an operation of an entity, for the server's access filters and the console's access
 * checks alike. Free of zod (types only), so the console's sign-in code can use it without loading the
 * entity descriptions.
 */
import type { Command, Entity, Grant, Operation } from './define-entity';

/** An entity operation, a grant-only action (issue, revoke) or the name of one of its commands. */
export type GrantName = Operation | Command | (string & {});

/** The grant behind a name: a CRUD operation's, an access action's, or a declared command's; none is denied. */
export function grantOf(entity: Pick<Entity, 'access' | 'commands'>, name: GrantName): Grant {
  return (entity.access as Partial<Record<string, Grant>>)[name] ?? entity.commands?.[name]?.grant ?? {};
}
