/**
 * What a device should hold, read from the access domain: the access rules that name it, their schedules,
 * and the identifiers those rules let through (named by a rule, naming a rule, owned by a user a rule names,
 * or belonging, by owner or by group, to a group a rule names or a group below it). The sync tasks send
 * these (server/device-link/task-bodies.ts); a device decides locally from them when the server is out of
 * reach.
 */
import type { Kysely } from 'kysely';
import { rulesNaming, schedulesOf } from '../access-decision/load';
import { pathRange } from '../access/scope';
import type { DecisionRule } from '../access-decision/types';

export async function rulesOfDevice(db: Kysely<any>, deviceId: number): Promise<DecisionRule[]> {
  return rulesNaming(db, [deviceId]);
}

export async function schedulesOfDevice(db: Kysely<any>, deviceId: number) {
  return schedulesOf(db, await rulesOfDevice(db, deviceId));
}

/** The groups named and every group below them (their paths' range, as scopes read it). */
async function groupsWithin(db: Kysely<any>, groupIds: number[]) {
  if (!groupIds.length) return [];
  const named = await db.selectFrom('groups').select('path').where('id', 'in', groupIds).execute();
  if (!named.length) return [];
  const ranges = named.map((g) => pathRange(String(g.path)));
  const within = await db.selectFrom('groups').select('id').where((eb) => eb.or(ranges.map(({ from, to }) => eb.and([eb('path', '>=', from), eb('path', '<', to)])))).execute();
  return within.map((g) => Number(g.id));
}

export async function identifiersOfDevice(db: Kysely<any>, deviceId: number) {
  const rules = await rulesOfDevice(db, deviceId);
  if (!rules.length) return [];
  const ruleIds = rules.map((rule) => rule.id);
  const groups = await groupsWithin(db, rules.flatMap((rule) => rule.domain_ids));
  const members = groups.length ? await db.selectFrom('users_domain_ids').select('owner_id').where('ref_id', 'in', groups).execute() : [];
  const owners = [...new Set([...rules.flatMap((rule) => rule.user_ids), ...members.map((m) => Number(m.owner_id))])];
  const naming = await db.selectFrom('identifiers_access_rules').select('owner_id').where('ref_id', 'in', ruleIds).execute();
  const inGroups = groups.length ? await db.selectFrom('identifiers_domain_ids').select('owner_id').where('ref_id', 'in', groups).execute() : [];
  const ids = [...new Set([...rules.flatMap((rule) => rule.identifier_ids), ...naming.map((r) => Number(r.owner_id)), ...inGroups.map((r) => Number(r.owner_id))])];
  let query = db.selectFrom('identifiers').select(['id', 'type', 'value', 'owner', 'is_active', 'revoked', 'period_restrict_from', 'period_restrict_to', 'passes_restrict_count', 'passes_used']);
  query = query.where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(owners.length ? [eb('owner', 'in', owners)] : []), eb.lit(false)]));
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    type: String(row.type),
    number: String(row.value),
    owner: row.owner == null ? null : Number(row.owner),
    is_active: Boolean(Number(row.is_active)),
    revoked: Boolean(Number(row.revoked)),
    valid_from: row.period_restrict_from ?? null,
    valid_to: row.period_restrict_to ?? null,
    passes_left: row.passes_restrict_count == null ? null : Math.max(0, Number(row.passes_restrict_count) - Number(row.passes_used ?? 0)),
  }));
}
