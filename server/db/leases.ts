/**
 * A named lease in the database (migration 0047): work that one server process at a time may do, across every
 * process on the database. Taken by inserting its row (unique name) or by taking over a row whose lease ran out
 * (its process died), guarded so only one process wins; renewed while the work runs, removed at its end.
 */
import type { Kysely } from 'kysely';

export interface Lease {
  name: string;
  owner: string;
  purpose: string;
}

const until = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Takes the lease for `ms`; answers what holds it instead when another process does. */
export async function takeLease(db: Kysely<any>, lease: Lease, ms: number): Promise<{ taken: true } | { taken: false; heldFor: string }> {
  const row = { ...lease, lease_until: until(ms) };
  const inserted = await db.insertInto('leases').values(row).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
  if (inserted) return { taken: true };
  const lapsed = await db.updateTable('leases').set(row).where('name', '=', lease.name).where('lease_until', '<', new Date().toISOString()).returning('name').executeTakeFirst();
  if (lapsed) return { taken: true };
  const holder = await db.selectFrom('leases').select('purpose').where('name', '=', lease.name).executeTakeFirst();
  return { taken: false, heldFor: String(holder?.purpose ?? lease.name) };
}

export async function renewLease(db: Kysely<any>, lease: Lease, ms: number) {
  await db.updateTable('leases').set({ lease_until: until(ms) }).where('name', '=', lease.name).where('owner', '=', lease.owner).execute();
}

export async function releaseLease(db: Kysely<any>, lease: Lease) {
  await db.deleteFrom('leases').where('name', '=', lease.name).where('owner', '=', lease.owner).execute();
}
