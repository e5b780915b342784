/**
 * The management company that applies to a user (000 §3.1 whitelabel_settings, inherited down the tree): of the
 * companies that apply to the user's groups, the enabled one set nearest to them (the deepest group it was set
 * on); none when no group up the tree enables one. The console's header and account e-mails show it.
 */
import type { Kysely } from 'kysely';
import type { WhiteLabelSettings } from '../../schemas/settings/white-label';
import { nearestGroupSection } from './group-settings';

/** Where an uploaded logo is served (public, unguessable, immutable: server/settings/white-label-routes.ts). */
export const LOGO_PATH = '/api/v0/group-logos/';

export async function companyOfGroups(db: Kysely<any>, groupIds: readonly number[]): Promise<WhiteLabelSettings | undefined> {
  let best: { company: WhiteLabelSettings; depth: number } | undefined;
  for (const groupId of new Set(groupIds)) {
    const { value, from } = await nearestGroupSection(db, 'white_label', groupId);
    if (from === null || !value.is_enabled) continue;
    const row = await db.selectFrom('groups').select('path').where('id', '=', from).executeTakeFirst();
    const depth = String(row?.path ?? '').length;
    if (!best || depth > best.depth) best = { company: value, depth };
  }
  return best?.company;
}
