/**
 * Reads what decisions need, in bulk: the subjects and devices the actor may view (others are `not
 * found`), every rule naming the devices (whoever may see them: the decision is the system's), the
 * schedules those rules use, and each subject's groups with every group above them.
 */
import type { Kysely } from 'kysely';
import { accessRule, identifier, schedule } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { rowToRecord } from '../db/codec';
import { loadIdLists } from '../crud/relations';
import { AppError } from '../errors';
import { loadServerLicence } from '../licensing/licence-store';
import { readSection } from '../settings/project-settings';
import { reservationsAt } from './reservations';
import { zoneOffsetMinutes } from '../../schemas/time-zone';
import type { DecisionIdentifier, DecisionRule, DecisionSchedule } from './types';

/** Throws `not found` unless the actor may view every one of the ids. */
export async function requireVisible(db: Kysely<any>, entity: Entity, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom(entity.table).select('id').where('id', 'in', unique).where(accessFilter(entity, actor, 'view')).execute();
  if (rows.length !== unique.length) throw new AppError('not_found');
}

async function records(db: Kysely<any>, entity: Entity, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom(entity.table).selectAll().where('id', 'in', [...new Set(ids)]).execute();
  const list = rows.map((row) => rowToRecord(entity, row));
  await loadIdLists(db, entity, list);
  return list;
}

export async function rulesNaming(db: Kysely<any>, deviceIds: number[]) {
  const links = await db.selectFrom('access_rules_device_ids').select('owner_id').where('ref_id', 'in', deviceIds).execute();
  return (await records(db, accessRule, links.map((l) => Number(l.owner_id)))) as unknown as DecisionRule[];
}

export async function schedulesOf(db: Kysely<any>, rules: DecisionRule[]) {
  return (await records(db, schedule, rules.flatMap((r) => r.time_rules))) as unknown as DecisionSchedule[];
}

export async function identifiersById(db: Kysely<any>, ids: number[]) {
  const list = (await records(db, identifier, ids)) as unknown as (DecisionIdentifier & { domain_ids: number[] })[];
  return new Map(list.map((i) => [i.id, i]));
}

/** "0.3.17." names the group and every group above it. */
const pathIds = (path: string) => path.split('.').filter(Boolean).map(Number);

/** The groups and every group above them. */
export async function groupsWithAncestors(db: Kysely<any>, groupIds: number[]) {
  if (!groupIds.length) return [];
  const rows = await db.selectFrom('groups').select(['id', 'path']).where('id', 'in', [...new Set(groupIds)]).execute();
  return [...new Set(rows.flatMap((row) => [Number(row.id), ...pathIds(String(row.path))]))];
}

/** user id -> the user's groups and all groups above them. */
export async function userGroups(db: Kysely<any>, userIds: number[]) {
  const result = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return result;
  const rows = await db
    .selectFrom('users_domain_ids as j')
    .innerJoin('groups as g', 'g.id', 'j.ref_id')
    .select(['j.owner_id', 'g.id', 'g.path'])
    .where('j.owner_id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) result.get(Number(row.owner_id))?.push(Number(row.id), ...pathIds(String(row.path)));
  for (const [id, groups] of result) result.set(id, [...new Set(groups)]);
  return result;
}

/** An identifier is matched by its owner's groups, or by its own when it has no owner. */
export async function identifierGroups(db: Kysely<any>, identifiers: (DecisionIdentifier & { domain_ids: number[] })[]) {
  const owners = await userGroups(db, identifiers.flatMap((i) => (i.owner === null ? [] : [i.owner])));
  const result = new Map<number, number[]>();
  for (const i of identifiers) result.set(i.id, i.owner !== null ? (owners.get(i.owner) ?? []) : await groupsWithAncestors(db, i.domain_ids));
  return result;
}

/** Everything but the subject and device, shared by all cells of one request. */
export async function decisionContext(db: Kysely<any>, deviceIds: number[], moment: number) {
  const rules = await rulesNaming(db, deviceIds);
  const [schedules, licence, general] = await Promise.all([schedulesOf(db, rules), loadServerLicence(db, moment), readSection(db, 'general')]);
  const reservations = await reservationsAt(db, deviceIds, moment, general.time_zone);
  const feature = (name: 'license_plate' | 'face_id' | 'ukey2') => licence.features[name]?.is_enabled === true;
  return {
    rules,
    schedules,
    reservations,
    licence: { license_plate: feature('license_plate'), face_id: feature('face_id'), ukey2: feature('ukey2') },
    time_zone_offset_minutes: zoneOffsetMinutes(general.time_zone, moment),
  };
}
