/**
 * The caps on a guest pass (issue 6): each of the owner's groups takes the nearest limit set on it or
 * above it (groups' guest_identifier_limits, null = not set there); with several groups the strictest
 * wins; nothing set anywhere falls back to Project settings → general guest_identifier_limits.
 */
import type { Kysely } from 'kysely';
import { readSection } from '../settings/project-settings';
import type { GuestLimits } from '../../schemas/guest-pass-answers';

export type { GuestLimits };
type Field = keyof GuestLimits;
type StoredLimits = Partial<Record<Field, number | null>>;

function parseLimits(stored: unknown): StoredLimits {
  const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return value && typeof value === 'object' ? (value as StoredLimits) : {};
}

/** Ancestors first, the group itself last: "0.3.17." → [0, 3, 17]. */
const chainOf = (path: string) => path.split('.').filter(Boolean).map(Number);

export async function guestLimitsFor(db: Kysely<any>, ownerId: number): Promise<GuestLimits> {
  const own = await db.selectFrom('users_domain_ids as j').innerJoin('groups as g', 'g.id', 'j.ref_id').select('g.path').where('j.owner_id', '=', ownerId).execute();
  const chains = own.map((row) => chainOf(String(row.path)));
  const ids = [...new Set(chains.flat())];
  const rows = ids.length ? await db.selectFrom('groups').select(['id', 'guest_identifier_limits']).where('id', 'in', ids).execute() : [];
  const limitsOf = new Map(rows.map((row) => [Number(row.id), parseLimits(row.guest_identifier_limits)]));
  const fallback = (await readSection(db, 'general')).guest_identifier_limits;
  const nearest = (field: Field) => {
    const found = chains
      .map((chain) => [...chain].reverse().map((id) => limitsOf.get(id)?.[field]).find((value) => typeof value === 'number'))
      .filter((value): value is number => typeof value === 'number');
    return found.length ? Math.min(...found) : fallback[field];
  };
  return { max_passes_count: nearest('max_passes_count'), max_period_days: nearest('max_period_days') };
}
