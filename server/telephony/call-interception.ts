/**
 * Call interception (001 §7 "GET and POST /calls/interception"; 000 §3.15): a concierge takes the door
 * panels' calls to the apartments of the groups they choose. While it is active, a call from a device to a
 * number in one of those groups (or below them) rings the concierge first; when no concierge answers within
 * INTERCEPTION_RING_SECONDS, or all are busy, it rings the apartment as usual, so a visitor is never left
 * unanswered. Calls between people are not intercepted: a resident calling a neighbour reaches them.
 *
 * The groups a concierge may choose (`user_domains`) are their own groups and those below them; needs
 * `calls.concierge.intercept` and an active number of their own (it is what rings).
 */
import type { Kysely } from 'kysely';
import type { Actor } from '../access/actor';
import { groupPathMatches } from '../access/scope';
import { AppError } from '../errors';
import { numbersOfUser } from './numbers';

/** Seconds the concierges ring before the apartment's own stages. */
export const INTERCEPTION_RING_SECONDS = 20;
/** A concierge selects at most this many groups. */
export const MAX_INTERCEPTED_GROUPS = 500;

export interface Interception {
  is_active: boolean;
  domains: number[];
}

export interface SelectableGroup {
  id: number;
  name: string;
  parent_id: number | null;
}

export async function readInterception(db: Kysely<any>, userId: number): Promise<Interception> {
  const row = await db.selectFrom('call_interceptions').select(['is_active', 'domains']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { is_active: Number(row.is_active) === 1, domains: JSON.parse(String(row.domains)) as number[] } : { is_active: false, domains: [] };
}

/** The groups the actor may intercept: theirs and those below, in tree order. */
export async function selectableGroups(db: Kysely<any>, actor: Actor): Promise<SelectableGroup[]> {
  if (!actor.groupPaths.length) return [];
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'name', 'parent_id'])
    .where((eb) => groupPathMatches(eb, 'path', actor.groupPaths))
    .orderBy('path')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), parent_id: row.parent_id == null ? null : Number(row.parent_id) }));
}

/** Saves the actor's interception; the groups must be theirs to choose and, to start it, at least one. */
export async function saveInterception(db: Kysely<any>, actor: Actor, wanted: Interception): Promise<Interception> {
  const userId = actor.id;
  if (userId === null) throw new AppError('prohibited');
  const domains = [...new Set(wanted.domains)];
  if (wanted.is_active && !domains.length) throw new AppError('invalid_data', { domains: 'interception_needs_group' });
  if (wanted.is_active && !(await numbersOfUser(db, userId)).length) throw new AppError('invalid_data', { is_active: 'interception_needs_number' });
  const allowed = new Set((await selectableGroups(db, actor)).map((group) => group.id));
  if (domains.some((id) => !allowed.has(id))) throw new AppError('invalid_related_entity', { domains: 'invalid_related_entity' });
  const row = { is_active: wanted.is_active ? 1 : 0, domains: JSON.stringify(domains), updated_at: new Date().toISOString() };
  await db
    .insertInto('call_interceptions')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return { is_active: wanted.is_active, domains };
}

/**
 * The numbers of the concierges intercepting calls to a group (by its materialised path): those whose active
 * interception names the group or one above it.
 */
export async function interceptorNumbers(db: Kysely<any>, groupPath: string): Promise<string[]> {
  const ancestors = groupPath.split('.').filter(Boolean).map(Number);
  if (!ancestors.length) return [];
  const active = await db.selectFrom('call_interceptions').select(['user_id', 'domains']).where('is_active', '=', 1).execute();
  const users = active.filter((row) => (JSON.parse(String(row.domains)) as number[]).some((id) => ancestors.includes(id))).map((row) => Number(row.user_id));
  if (!users.length) return [];
  const rows = await db.selectFrom('virtual_numbers').select('number').where('user_id', 'in', users).where('is_active', '=', 1).orderBy('number').execute();
  return rows.map((row) => String(row.number));
}
