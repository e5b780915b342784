/**
 * Who holds which licence: users whose licence is active counted by licence type (schemas/group-licence.ts),
 * in a group's subtree. JSON is stored as text on both databases, so the flags are read in the process; the
 * subtree is one range of the group path index.
 */
import type { Kysely } from 'kysely';
import { type LicenceType, licenceTypeOf } from '../../schemas/group-licence';
import type { UserLicenseInfo } from '../../schemas/user';
import { pathRange } from '../access/scope';
import { licenseInfoOf } from './licence-store';

/** The type a user's licence counts as; null while it is not active (it then holds nothing). */
export const heldType = (info: UserLicenseInfo): LicenceType | null => (info.isActive ? licenceTypeOf(info) : null);

export type HolderCounts = Record<LicenceType, number>;

/** Active users in the group at `path` or below it, by licence type, leaving out `exceptUser`. */
export async function holdersBelow(db: Kysely<any>, path: string, exceptUser?: number): Promise<HolderCounts> {
  const range = pathRange(path);
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.license_info'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users_domain_ids as j')
          .innerJoin('groups as g', 'g.id', 'j.ref_id')
          .select('j.owner_id')
          .whereRef('j.owner_id', '=', 'u.id')
          .where('g.path', '>=', range.from)
          .where('g.path', '<', range.to),
      ),
    );
  if (exceptUser !== undefined) query = query.where('u.id', '<>', exceptUser);
  const counts: HolderCounts = { basic: 0, basic_paid: 0, plus: 0, unknown: 0 };
  for (const row of await query.execute()) {
    const type = heldType(licenseInfoOf(row.license_info));
    if (type) counts[type] += 1;
  }
  return counts;
}
