/**
 * Who may read and change a group's settings section (a description of scope 'group', schemas/settings/).
 * Changing: whoever may edit the group (the group description's update grant, `all` or `descendants`), or a
 * holder of the section's `access.change` in their own groups (`groups.manage_own.white_label`, 001 §6 "manage
 * own group"). Reading: whoever may change it, or a holder of one of `access.view` (`management_company.view`)
 * for a group on the line of their own groups: one of them, above them or below them.
 */
import type { Kysely } from 'kysely';
import { group as groupEntity } from '../../schemas/group';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { type Actor, hasPermission } from '../access/actor';
import { grantedScopes, pathsWithinScopes } from '../access/scope';
import { AppError } from '../errors';
import type { SectionName } from './project-settings';

export interface PlacedGroup {
  id: number;
  path: string;
}

/** The group's id from a route's `:id`. */
export const groupIdParam = (params: unknown) => Number((params as { id?: string }).id);

/** The group, or not_found. */
export async function placedGroup(db: Kysely<any>, id: number): Promise<PlacedGroup> {
  const row = Number.isSafeInteger(id) ? await db.selectFrom('groups').select(['id', 'path']).where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new AppError('not_found');
  return { id: Number(row.id), path: String(row.path) };
}

export function mayChangeGroupSection(actor: Actor, section: SectionName, group: PlacedGroup) {
  const scopes = grantedScopes(actor, groupEntity, 'update').filter((scope) => scope !== 'domain');
  if (scopes.length && pathsWithinScopes(actor, scopes, [group])) return true;
  const change = SETTINGS_SECTIONS[section].access?.change;
  return change !== undefined && hasPermission(actor, change) && actor.groupIds.includes(group.id);
}

export function mayViewGroupSection(actor: Actor, section: SectionName, group: PlacedGroup) {
  if (mayChangeGroupSection(actor, section, group)) return true;
  const view = SETTINGS_SECTIONS[section].access?.view ?? [];
  const onLine = actor.groupPaths.some((path) => path.startsWith(group.path) || group.path.startsWith(path));
  return onLine && view.some((permission) => hasPermission(actor, permission));
}

/** The group when the actor may change its section, else prohibited (not_found when there is no such group). */
export async function groupToChange(db: Kysely<any>, actor: Actor, section: SectionName, id: number) {
  const group = await placedGroup(db, id);
  if (!mayChangeGroupSection(actor, section, group)) throw new AppError('prohibited');
  return group;
}
