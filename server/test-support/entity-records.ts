/**
 * A record of any entity, placed in a given group, for the generated tests (the authorisation matrix, the
 * command race guard): made by the administrator over HTTP from validBody, or by the server itself where
 * nobody creates them (device events) or where the server places them (a reservation's groups are its
 * amenity's); every file field gets a file, so the record's commands may run. A new entity needs no code here
 * unless a valid record of it needs other records first (neededRecords).
 *
 * @example
 * const records = entityRecords({ server, admin, reference: (path, groupId) => (path === 'groups' ? groupId : 1), all });
 * const { status, body } = await records.createAt(announce, blockA);
 */
import { type Entity, uniqueKeys } from '../../schemas/define-entity';
import { entities } from '../../schemas';
import { fileFieldsOf } from '../../schemas/file-field';
import { baseType, fieldMeta } from '../../schemas/introspect';
import { WEEK_DAYS } from '../../schemas/schedule';
import { SYSTEM_ACTOR } from '../access/actor';
import { reservableSlots } from '../../schemas/amenity-slot-times';
import { storeFile } from '../crud/file-routes';
import { AppError } from '../errors';
import { acceptedTypeOf } from '../files/file-kind';
import * as repository from '../crud/repository';
import { sampleFile } from './sample-files';
import type { TestServer } from './server';
import { groupField, validBody } from './valid-body';

type Row = Record<string, any>;

export interface RecordsContext {
  server: TestServer;
  /** The administrator's access token. */
  admin: string;
  /** The id a reference to the entity at `path` names, in a body placed in group `groupId`. */
  reference(path: string, groupId: number): number;
  /** Every record of the path, as the administrator lists them. */
  all(path: string): Promise<Row[]>;
  /** How requests are sent (a test counting its requests passes its own); the server's by default. */
  request?(method: string, path: string, options: { token?: string; body?: unknown }): Promise<{ status: number; body: any }>;
}

/** Server-written entities (device events, tasks) grant nobody create: the server itself records them. */
export const serverWritten = (entity: Entity) => Object.keys(entity.access.create ?? {}).length === 0;

/**
 * Records whose groups the server copies from another record (a reservation's are its amenity's): the fixtures
 * place them through the server; who may create them is their module's test (server/amenities/amenities.test.ts).
 */
export function derivedPlacement(entity: Entity) {
  const field = groupField(entity);
  return field !== undefined && fieldMeta(entity.fields[field] as never).readOnly === true;
}

/** The groups a record belongs to, by the entity's ownership. */
export function groupsOfRecord(entity: Entity, record: Row): number[] {
  const { ownership } = entity;
  if (ownership.kind === 'group') return [record.id];
  if (ownership.kind === 'group-column') return [record[ownership.field]];
  if (ownership.kind === 'group-list') return record[ownership.field];
  return [];
}

export function entityRecords(context: RecordsContext) {
  const { server, admin, all } = context;
  let serial = 0;
  let reservationWeeks = 0;
  const token = (prefix: string) => `${prefix}-${server.dialect}-r${++serial}`;

  function bodyAt(entity: Entity, groupId: number, extra: Row = {}) {
    const body = validBody(entity, { reference: (path) => context.reference(path, groupId), token: token(`m${entity.name}`) });
    const field = groupField(entity);
    if (field) body[field] = entity.ownership.kind === 'group-list' ? [groupId] : groupId;
    return { ...body, ...extra };
  }

  /** A reservation of the group's amenity for a user of the group, each on a week of its own (never full). */
  async function reservationIn(groupId: number): Promise<Row> {
    const amenity = (await all('amenities')).find((a) => a.domains.includes(groupId))!;
    const holder = (await all('users')).find((u) => u.domain_ids.includes(groupId))!;
    const weekday = WEEK_DAYS.indexOf(amenity.time_slots.items[0].days[0]);
    const start = new Date(Date.now() + (7 * ++reservationWeeks + 1) * 86_400_000);
    start.setUTCDate(start.getUTCDate() + ((weekday - ((start.getUTCDay() + 6) % 7) + 7) % 7));
    const date = start.toISOString().slice(0, 10);
    return { amenity_id: amenity.id, user_id: holder.id, date, time_slots: [reservableSlots(amenity.time_slots, date)[0]] };
  }

  /**
   * Values that keep a record unique in the group: each choice field of a unique key holding the group field (a
   * mail template's type: one per type and group) takes a value no record of the group has. When every value is
   * taken, the group's newest such record (an earlier test's, never the fixture's first ones) is deleted to make room.
   */
  async function freeKeysAt(entity: Entity, groupId: number): Promise<Row> {
    const field = groupField(entity);
    const free: Row = {};
    if (!field || entity.ownership.kind === 'group') return free;
    for (const key of uniqueKeys(entity).filter((k) => k.fields.includes(field))) {
      for (const name of key.fields.filter((f) => f !== field)) {
        const def = (baseType(entity.fields[name] as never) as any)._zod.def;
        if (def.type !== 'enum') continue;
        const inGroup = (await all(entity.path)).filter((row) => groupsOfRecord(entity, row).includes(groupId));
        const values = Object.values(def.entries);
        free[name] = values.find((value) => !inGroup.some((row) => row[name] === value));
        if (free[name] !== undefined) continue;
        const newest = inGroup.reduce((a, b) => (a.id > b.id ? a : b));
        await repository.removeOne(server.store, entity, SYSTEM_ACTOR, newest.id);
        free[name] = newest[name];
      }
    }
    return free;
  }

  /**
   * What a valid record needs beyond its own fields: an elevator needs a lift controller of its own
   * (one elevator per controller), placed in the elevator's group by the server; an elevator access
   * rule needs someone to grant floors to; a reservation, an amenity and a holder in the group.
   */
  async function otherRecordsNeeded(entity: Entity, groupId: number): Promise<Row> {
    // An elevator access rule names at least one user, group or floor: the root group here.
    if (entity.path === 'elevators/access-rules') return { domain_ids: [0] };
    if (entity.path === 'amenities/reservations') return reservationIn(groupId);
    if (entity.path !== 'elevators') return {};
    const deviceEntity = entities.find((e) => e.path === 'devices')!;
    const controller: Row = await repository.create(server.store, deviceEntity, SYSTEM_ACTOR, { ...bodyAt(deviceEntity, groupId), type: 'liftcontroller' });
    return { controllers: [{ device_id: Number(controller.id), relays: 1, floor_map: [] }] };
  }

  /** What a create in the group needs, made beforehand: free unique values and other records. */
  async function neededRecords(entity: Entity, groupId: number): Promise<Row> {
    return { ...(await freeKeysAt(entity, groupId)), ...(await otherRecordsNeeded(entity, groupId)) };
  }

  /** A child of a record placed in the group (a poll's response): its parent is the first such record. */
  async function childAt(entity: Entity, record: Row, groupId: number) {
    const { entity: parentPath, field } = entity.ownership as { entity: string; field: string };
    const parentEntity = entities.find((e) => e.path === parentPath)!;
    const parent = (await all(parentPath)).find((r) => groupsOfRecord(parentEntity, r).includes(groupId));
    if (!parent) throw new Error(`no ${parentPath} record in group ${groupId}`);
    await server.store.db.updateTable(entity.table).set({ [field]: parent.id }).where('id', '=', record.id).execute();
    return { status: 201, body: { data: { ...record, [field]: parent.id } as Row } };
  }

  /** Whether the entity's file rule (its checkFile hook) lets the record hold these bytes in `field`. */
  async function mayHold(entity: Entity, stored: Row, field: string, bytes: Buffer, type: string) {
    const check = server.store.hooks.of(entity).checkFile;
    if (!check) return true;
    try {
      await check({ db: server.store.db, actor: SYSTEM_ACTOR, stored, field, bytes, type });
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /** A record of the entity placed in group `groupId`, made by `as` (the administrator: or the server, where it alone does). */
  async function createAt(entity: Entity, groupId: number, as = admin, extra: Row = {}) {
    // Tests comparing the store before and after pass the needed records in `extra`, made beforehand.
    const needed = Object.keys(extra).length ? {} : await neededRecords(entity, groupId);
    const body = bodyAt(entity, groupId, { ...needed, ...extra });
    if (as === admin && (serverWritten(entity) || derivedPlacement(entity))) {
      const record = await repository.create(server.store, entity, SYSTEM_ACTOR, body);
      if (entity.ownership.kind === 'parent') return childAt(entity, record, groupId);
      // A placement the server alone sets (a device alarm's group is its device's) is set as the server would.
      const field = groupField(entity);
      if (field && entity.ownership.kind === 'group-column' && record[field] !== groupId) {
        await server.store.db.updateTable(entity.table).set({ [field]: groupId }).where('id', '=', record.id).execute();
        return { status: 201, body: { data: { ...record, [field]: groupId } as Row } };
      }
      return { status: 201, body: { data: record as Row } };
    }
    const answer = await (context.request ?? server.request)('PUT', `/${entity.path}`, { token: as, body });
    // A record's files come after it (an alert's sound): each file field gets one, so its commands may run,
    // unless the entity's own file rule says the record may not hold that sample (a card's photo; no face in it).
    for (const file of answer.status === 201 ? fileFieldsOf(entity) : []) {
      const sample = sampleFile(file.rule);
      if (!(await mayHold(entity, answer.body.data, file.field, sample.bytes, (await acceptedTypeOf(file.rule, sample.bytes)) ?? ''))) continue;
      answer.body.data = await storeFile(server.store, entity, SYSTEM_ACTOR, answer.body.data.id, file, sample);
    }
    return answer;
  }

  return { bodyAt, neededRecords, createAt, freeKeysAt };
}
