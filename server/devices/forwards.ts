/**
 * A device's forwards (001 §7 GET /devices/{id}/forwards): where each call the device can place goes. The
 * spec does not define them; we take the groups in the device's group and below it (apartments, units…),
 * each with its address — the logic addresses from the device's group down, dot-joined — and its call
 * targets: the group's SIP number, then each member's profile SIP number, and the member's phone when the
 * member forwards to it (use_phone_in_forward). A group without targets still gets a row, so a missing
 * forward shows. Members the caller may not see are left out (docs/devices.md: forwards).
 */
import type { Kysely } from 'kysely';
import { user } from '../../schemas/user';
import type { Actor } from '../access/actor';
import { accessFilter, pathRange } from '../access/scope';

export const FORWARD_COLUMNS = ['address', 'group', 'group_id', 'target', 'user', 'number'] as const;
export type ForwardTarget = 'group_sip' | 'user_sip' | 'user_phone' | '';

export interface Forward {
  address: string;
  group: string;
  group_id: number;
  target: ForwardTarget;
  user: string;
  number: string;
}

interface GroupRow {
  id: number;
  name: string;
  path: string;
  logic_address: string | null;
  sip_number: string | null;
}

/** Logic addresses of the groups from the device's group (`top`) down to `group`, dot-joined; groups without one are skipped. */
function addressOf(group: GroupRow, byId: Map<number, GroupRow>, top: GroupRow) {
  const below = group.path.slice(top.path.length).split('.').filter(Boolean).map(Number);
  return [top.id, ...below].map((id) => byId.get(id)?.logic_address).filter((a): a is string => Boolean(a)).join('.');
}

async function membersOf(db: Kysely<any>, actor: Actor, groupIds: number[]) {
  if (!groupIds.length) return [];
  return db
    .selectFrom('users')
    .innerJoin('users_domain_ids as j', 'j.owner_id', 'users.id')
    .select(['users.id', 'users.name', 'users.profile', 'j.ref_id as group_id'])
    .where('j.ref_id', 'in', groupIds)
    .where(accessFilter(user, actor, 'view'))
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

function profileOf(raw: unknown): { sip_number?: string; phone?: string; use_phone_in_forward?: boolean } {
  if (raw && typeof raw === 'object') return raw as Record<string, never>;
  try {
    return JSON.parse(String(raw ?? '{}'));
  } catch {
    return {};
  }
}

/** The forwards of a device in group `domainId`, sorted by address then group name. */
export async function forwardsOf(db: Kysely<any>, actor: Actor, domainId: number): Promise<Forward[]> {
  const topRow = await db.selectFrom('groups').select('path').where('id', '=', domainId).executeTakeFirst();
  if (!topRow) return [];
  const range = pathRange(String(topRow.path));
  const groups = (
    await db.selectFrom('groups').select(['id', 'name', 'path', 'logic_address', 'sip_number']).where('path', '>=', range.from).where('path', '<', range.to).execute()
  ).map((g) => ({ id: Number(g.id), name: String(g.name), path: String(g.path), logic_address: g.logic_address ?? null, sip_number: g.sip_number ?? null }));
  const byId = new Map(groups.map((g) => [g.id, g]));
  const top = byId.get(domainId)!;
  const members = await membersOf(db, actor, groups.map((g) => g.id));
  const rows: Forward[] = [];
  for (const group of groups) {
    const base = { address: addressOf(group, byId, top), group: group.name, group_id: group.id };
    const targets: Forward[] = [];
    if (group.sip_number) targets.push({ ...base, target: 'group_sip', user: '', number: group.sip_number });
    for (const member of members.filter((m) => Number(m.group_id) === group.id)) {
      const profile = profileOf(member.profile);
      if (profile.sip_number) targets.push({ ...base, target: 'user_sip', user: String(member.name), number: profile.sip_number });
      if (profile.use_phone_in_forward && profile.phone) targets.push({ ...base, target: 'user_phone', user: String(member.name), number: profile.phone });
    }
    rows.push(...(targets.length ? targets : [{ ...base, target: '' as const, user: '', number: '' }]));
  }
  return rows.sort((a, b) => a.address.localeCompare(b.address, 'en', { numeric: true }) || a.group.localeCompare(b.group, 'en', { numeric: true }) || a.group_id - b.group_id);
}
