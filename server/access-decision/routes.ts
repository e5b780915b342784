/**
 * The access decision over HTTP: POST /access-decision for one subject and device, and
 * POST /access-decision/matrix for the access matrix (up to 1,000 subjects × 200 devices). The caller
 * must be able to view every subject and device named (otherwise `not found`).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { device, identifier, user } from '../../schemas';
import type { Actor } from '../access/actor';
import type { Config } from '../config';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { decide } from './decide';
import { decisionContext, identifierGroups, identifiersById, requireVisible, userGroups } from './load';
import { eventsPerHourRoutes } from './events-per-hour';
import { ownDoors } from './own-doors';
import type { Decision, DecisionInput, DecisionSubject } from './types';
import { dataOf } from '../../schemas/answer-envelopes';
import { accessDecision, accessMatrix, ownDoors as ownDoorsAnswer } from '../../schemas/access-decision';

export const MATRIX_LIMITS = { subjects: 1000, devices: 200 } as const;

const id = z.number().int().min(0).max(MAX_ID);
const at = z.iso.datetime({ offset: true }).optional();
const exactlyOneSubject = (body: { user_id?: unknown; identifier_id?: unknown; user_ids?: unknown; identifier_ids?: unknown }) =>
  [body.user_id ?? body.user_ids, body.identifier_id ?? body.identifier_ids].filter((v) => v !== undefined).length === 1;

const singleBody = z
  .strictObject({ user_id: id.optional(), identifier_id: id.optional(), device_id: id, at })
  .refine(exactlyOneSubject, { message: 'required', path: ['user_id'] });
const matrixBody = z
  .strictObject({
    user_ids: z.array(id).min(1).max(MATRIX_LIMITS.subjects).optional(),
    identifier_ids: z.array(id).min(1).max(MATRIX_LIMITS.subjects).optional(),
    device_ids: z.array(id).min(1).max(MATRIX_LIMITS.devices),
    at,
  })
  .refine(exactlyOneSubject, { message: 'required', path: ['user_ids'] });

const ownDoorsQuery = z.strictObject({ at });

interface Subjects {
  kind: 'user' | 'identifier';
  ids: number[];
}

async function subjectsOf(db: Kysely<any>, actor: Actor, subjects: Subjects): Promise<Map<number, DecisionSubject>> {
  await requireVisible(db, subjects.kind === 'user' ? user : identifier, actor, subjects.ids);
  if (subjects.kind === 'user') {
    const groups = await userGroups(db, subjects.ids);
    return new Map(subjects.ids.map((u) => [u, { user_id: u, identifier: null, group_ids: groups.get(u) ?? [] }]));
  }
  const found = await identifiersById(db, subjects.ids);
  const groups = await identifierGroups(db, [...found.values()]);
  return new Map([...found.values()].map((i) => [i.id, { user_id: null, identifier: i, group_ids: groups.get(i.id) ?? [] }]));
}

async function decideAll(store: Store, actor: Actor, subjects: Subjects, deviceIds: number[], moment: number) {
  await requireVisible(store.db, device, actor, deviceIds);
  const bySubject = await subjectsOf(store.db, actor, subjects);
  const shared = await decisionContext(store.db, deviceIds, moment);
  // Each cell looks only at the rules naming its device: 1,000 × 200 cells stay linear in the rules.
  const rulesOf = new Map(deviceIds.map((d) => [d, shared.rules.filter((rule) => rule.device_ids.includes(d))]));
  const cells: { subject_id: number; device_id: number; allowed: boolean; reason: Decision['reason'] }[] = [];
  for (const subjectId of subjects.ids) {
    for (const deviceId of deviceIds) {
      const input: DecisionInput = { ...shared, rules: rulesOf.get(deviceId)!, subject: bySubject.get(subjectId)!, device_id: deviceId, at: moment };
      cells.push({ subject_id: subjectId, device_id: deviceId, ...decide(input) });
    }
  }
  return cells;
}


export function accessDecisionRoutes(store: Store, _config: Config) {
  return async function routes(app: FastifyInstance) {
    await app.register(eventsPerHourRoutes(store));

    app.post('/access-decision', { config: { doc: { summary: 'Access decision: may a user or identifier pass a device at a moment', tags: ['access-decision'], body: singleBody, answer: dataOf(accessDecision) } } }, async (request) => {
      const body = parseRequest(singleBody, request.body ?? {});
      const subjects: Subjects = body.user_id !== undefined ? { kind: 'user', ids: [body.user_id] } : { kind: 'identifier', ids: [body.identifier_id!] };
      const moment = body.at ? Date.parse(body.at) : Date.now();
      const [cell] = await decideAll(store, request.actor, subjects, [body.device_id], moment);
      return { data: { allowed: cell.allowed, reason: cell.reason, at: new Date(moment).toISOString() } };
    });

    app.get('/access-decision/own-doors', { config: { doc: { summary: "The signed-in user's own doors: the devices their rules name, each with its decision", tags: ['access-decision'], query: ownDoorsQuery, answer: dataOf(ownDoorsAnswer) } } }, async (request) => {
      const { at: when } = parseRequest(ownDoorsQuery, request.query ?? {});
      return { data: await ownDoors(store, request.actor.id!, when ? Date.parse(when) : Date.now()) };
    });

    app.post('/access-decision/matrix', { config: { doc: { summary: 'Access decisions for many subjects and devices', tags: ['access-decision'], body: matrixBody, answer: dataOf(accessMatrix) } } }, async (request) => {
      const body = parseRequest(matrixBody, request.body ?? {});
      const subjects: Subjects = body.user_ids ? { kind: 'user', ids: [...new Set(body.user_ids)] } : { kind: 'identifier', ids: [...new Set(body.identifier_ids!)] };
      const moment = body.at ? Date.parse(body.at) : Date.now();
      const cells = await decideAll(store, request.actor, subjects, [...new Set(body.device_ids)], moment);
      return { data: { at: new Date(moment).toISOString(), cells } };
    });
  };
}
