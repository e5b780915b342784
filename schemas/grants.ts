/**
 * The grant behind an operation of an entity, for the server's access filters and the console's access
 * checks alike. Free of zod (types only), so the console's sign-in code can use it without loading the
 * entity descriptions.
 */
import type { Command, Entity, Grant, Operation } from './define-entity';
import type { Permission } from './permissions';

/** An entity operation, a grant-only action (issue, revoke) or the name of one of its commands. */
export type GrantName = Operation | Command | (string & {});

/** The grant behind a name: a CRUD operation's, an access action's, or a declared command's; none is denied. */
export function grantOf(entity: Pick<Entity, 'access' | 'commands'>, name: GrantName): Grant {
  return (entity.access as Partial<Record<string, Grant>>)[name] ?? entity.commands?.[name]?.grant ?? {};
}

/** A family granted at all four scopes (001 §6 "scoped at all, descendants, domain and own"): amenities.view, sip_trunks.edit. */
export type ScopedFamily = {
  [P in Permission]: P extends `${infer F}.all` ? (`${F}.descendants` | `${F}.domain` | `${F}.own` extends Permission ? F : never) : never;
}[Permission];

/**
 * The grant of a scoped family in one line: each scope by its own permission.
 * @example access: { view: scopedGrant('amenities.view'), update: scopedGrant('amenities.edit'), ... }
 */
export function scopedGrant(family: ScopedFamily): Grant {
  return { all: `${family}.all`, descendants: `${family}.descendants`, domain: `${family}.domain`, own: `${family}.own` } as Grant;
}
