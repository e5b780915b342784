/**
 * Elevators (000 §3.6, §5.2): the floor-map rules (schemas/elevator-floor-map.ts, shared with the mapping
 * page), controllers that are lift controllers the actor can see and that no other elevator drives, and
 * the server-kept device_ids and has_access_mode_controller. Each controller carries its part of the map
 * in its own settings.
 */
import type { Kysely } from 'kysely';
import { device } from '../../schemas/device';
import { type ElevatorController, elevator } from '../../schemas/elevator';
import { elevatorIssues } from '../../schemas/elevator-floor-map';
import { translate } from '../../locales';
import type { Actor } from '../access/actor';
import { accessFilter, pathRange } from '../access/scope';
import { recordEvent } from '../audit/record';
import { AppError, errorField, type FieldMessage } from '../errors';
import { entityHooks } from '../crud/hooks';

function floorMapProblems(data: Record<string, unknown>) {
  const issues = elevatorIssues(data as never);
  return Object.fromEntries(issues.map(({ path, key, params }) => [path, translate('en', `elevator_mapping.validation.${key}`, params)]));
}

/** The controllers' devices as the actor sees them: refused on the controller's path when unseen or not a lift controller. */
async function controllerDevices(db: Kysely<any>, actor: Actor, controllers: ElevatorController[], kept: number[]) {
  const ids = controllers.map((controller) => controller.device_id);
  const rows = ids.length ? await db.selectFrom('devices').select(['id', 'type', 'device_settings']).where('id', 'in', ids).execute() : [];
  // Keeping a controller one cannot see (another manager's device) is fine; adding one is not.
  const added = ids.filter((id) => !kept.includes(id));
  const seen = added.length ? await db.selectFrom('devices').select('id').where('id', 'in', added).where(accessFilter(device, actor, 'view')).execute() : [];
  const visible = new Set([...kept, ...seen.map((row) => Number(row.id))]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const problems: Record<string, FieldMessage> = {};
  controllers.forEach((controller, c) => {
    const row = byId.get(controller.device_id);
    if (!row || !visible.has(controller.device_id)) problems[`controllers.${c}.device_id`] = errorField('not_found');
    else if (row.type !== 'liftcontroller') problems[`controllers.${c}.device_id`] = translate('en', 'elevator_mapping.validation.not_a_lift_controller');
    if (ids.indexOf(controller.device_id) !== c) problems[`controllers.${c}.device_id`] = translate('en', 'elevator_mapping.validation.controller_twice');
  });
  if (Object.keys(problems).length) throw new AppError('invalid_related_entity', problems, { entities: ['devices'] });
  return rows;
}

/** A controller sits in the elevator's group or below (000 §5.2); else it is not found on its path. */
async function refuseControllersOutsideGroup(db: Kysely<any>, controllers: ElevatorController[], groupId: number) {
  const group = await db.selectFrom('groups').select('path').where('id', '=', groupId).executeTakeFirst();
  if (!group || !controllers.length) return;
  const range = pathRange(String(group.path));
  const inside = await db
    .selectFrom('devices')
    .innerJoin('groups', 'groups.id', 'devices.domain_id')
    .select('devices.id')
    .where('devices.id', 'in', controllers.map((controller) => controller.device_id))
    .where('groups.path', '>=', range.from)
    .where('groups.path', '<', range.to)
    .execute();
  const ids = new Set(inside.map((row) => Number(row.id)));
  const fields = Object.fromEntries(controllers.flatMap((controller, c) => (ids.has(controller.device_id) ? [] : [[`controllers.${c}.device_id`, errorField('not_found')]])));
  if (Object.keys(fields).length) throw new AppError('invalid_related_entity', fields, { entities: ['devices'] });
}

/** 'controller already used by another elevator', on the controller's path. */
async function refuseControllersInUse(db: Kysely<any>, controllers: ElevatorController[], elevatorId?: number) {
  const ids = controllers.map((controller) => controller.device_id);
  let query = db.selectFrom('elevators_device_ids').select('ref_id').where('ref_id', 'in', ids);
  if (elevatorId !== undefined) query = query.where('owner_id', '<>', elevatorId);
  const used = new Set((await query.execute()).map((row) => Number(row.ref_id)));
  if (!used.size) return;
  const fields = Object.fromEntries(controllers.flatMap((controller, c) => (used.has(controller.device_id) ? [[`controllers.${c}.device_id`, 'controller already used by another elevator']] : [])));
  throw new AppError('controller_in_use', fields);
}

const parseSettings = (value: unknown): Record<string, any> => (value ? JSON.parse(String(value)) : {});

/**
 * A controller's own `lift_controller.floor_map` (000 §3.5) is what the device is sent, so it follows the
 * elevator's map; a controller the elevator let go gets an empty one. Audited as a change of the device.
 */
async function copyFloorMapsToControllers(db: Kysely<any>, actor: Actor, controllers: ElevatorController[], released: number[]) {
  const maps = new Map<number, unknown[]>(controllers.map((controller) => [controller.device_id, controller.floor_map]));
  for (const id of released) if (!maps.has(id)) maps.set(id, []);
  if (!maps.size) return;
  const rows = await db.selectFrom('devices').select(['id', 'device_settings']).where('id', 'in', [...maps.keys()]).execute();
  for (const row of rows) {
    const settings = parseSettings(row.device_settings);
    const before = settings.lift_controller?.floor_map ?? [];
    const after = maps.get(Number(row.id))!;
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    settings.lift_controller = { ...settings.lift_controller, floor_map: after };
    await db.updateTable('devices').set({ device_settings: JSON.stringify(settings), updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    const changes = { 'device_settings.lift_controller.floor_map': { before, after } };
    await recordEvent(db, { actor, entity: 'devices', recordId: Number(row.id), action: 'update', changes });
  }
}

export const elevatorHooks = entityHooks(elevator, {
  beforeWrite: [async ({ db, actor, data, stored }) => {
    const problems = floorMapProblems(data);
    if (Object.keys(problems).length) throw new AppError('invalid_data', problems);
    const controllers = data.controllers as ElevatorController[];
    const devices = await controllerDevices(db, actor, controllers, (stored?.device_ids as number[] | undefined) ?? []);
    await refuseControllersOutsideGroup(db, controllers, Number(data.domain_id));
    await refuseControllersInUse(db, controllers, stored ? Number(stored.id) : undefined);
    data.device_ids = controllers.map((controller) => controller.device_id);
    // Access mode: the controller releases floors on a card (lift_release_time 'card'), not on an API call.
    data.has_access_mode_controller = devices.some((row) => {
      const settings = parseSettings(row.device_settings) as { lift_controller?: { settings?: { lift_release_time?: string } } };
      return settings?.lift_controller?.settings?.lift_release_time === 'card';
    });
  }],
  afterWrite: [async ({ db, actor, data, stored }) => {
    const kept = new Set(data.device_ids as number[]);
    const released = ((stored?.device_ids as number[] | undefined) ?? []).filter((id) => !kept.has(id));
    await copyFloorMapsToControllers(db, actor, data.controllers as ElevatorController[], released);
  }],
  beforeDelete: [async ({ db, actor, ids }) => {
    const used = ids.length ? await db.selectFrom('elevators_device_ids').select('ref_id').where('owner_id', 'in', ids).execute() : [];
    await copyFloorMapsToControllers(db, actor, [], used.map((row) => Number(row.ref_id)));
    return { deletable: ids, dependencies: {} };
  }],
});
