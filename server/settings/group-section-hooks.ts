/**
 * What a group section's own module does when a group's value of it is cleared (the group inherits again): the
 * white label removes the group's logos. The generic route (server/server-info/group-settings-routes.ts) calls
 * them in its transaction and names no section.
 */
import type { Kysely } from 'kysely';
import type { SectionName } from './project-settings';

type Cleared = (db: Kysely<any>, groupId: number) => Promise<void>;
const cleared = new Map<SectionName, Cleared>();

export function onGroupSectionCleared(section: SectionName, then: Cleared) {
  cleared.set(section, then);
}

export async function groupSectionCleared(db: Kysely<any>, section: SectionName, groupId: number) {
  await cleared.get(section)?.(db, groupId);
}
