/**
 * An entity's commands (schemas/define-entity.ts `commands`): `POST /{path}/{id}/{name}`. One transaction
 * holds the checks (visible, granted, precondition), the stored change, the entity's command hook and the
 * audit event; the live event follows the commit, as for every other write. The record is read under its
 * write lock (storedForWrite), so of the same command sent at once one runs, hook and all, and the others find
 * the state it left (crud/commands-atomic.test.ts).
 */
import { z } from 'zod';
import type { Entity, EntityCommand } from '../../schemas/define-entity';
import { type Actor, SYSTEM_ACTOR } from '../access/actor';
import { diffRecords, recordEvent } from '../audit/record';
import { recordToRow } from '../db/codec';
import { AppError, ERROR_CATALOGUE, type ErrorKey } from '../errors';
import { parseRequest } from './body';
import { preconditionHolds } from './precondition';
import type { Store } from './repository';
import { getOne, storedForWrite } from './repository';

/** The command's body: its input schema, with unknown keys refused; a command without input takes none. */
export function parseCommandInput(command: EntityCommand, body: unknown): Record<string, unknown> {
  const empty = body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && !Object.keys(body).length);
  if (!command.input) {
    if (!empty) throw new AppError('invalid_data', { _: 'this action takes no input' });
    return {};
  }
  const schema = command.input instanceof z.ZodObject ? command.input.strict() : command.input;
  return parseRequest(schema, body ?? {}) as Record<string, unknown>;
}

/** The error a command answers out of its state: its own where the catalogue knows it. */
const refusalOf = (command: EntityCommand): ErrorKey => (command.refusal && command.refusal in ERROR_CATALOGUE ? (command.refusal as ErrorKey) : 'not_in_state');

export async function runCommand(store: Store, entity: Entity, actor: Actor, id: number, name: string, body: unknown) {
  const command = entity.commands?.[name];
  if (!command) throw new AppError('not_found');
  if (command.licence) await store.licences.require(store.db, command.licence);
  const input = parseCommandInput(command, body);
  const effects: (() => Promise<void>)[] = [];
  const afterCommit = (effect: () => Promise<void>) => void effects.push(effect);
  const changed = await store.db.transaction().execute(async (trx) => {
    const stored = await storedForWrite(trx, entity, actor, id, name);
    if (!preconditionHolds(command, stored)) throw new AppError(refusalOf(command));
    const data = command.set?.({ input, actor: actor.id, now: new Date().toISOString() }) ?? {};
    await store.hooks.of(entity).commands?.[name]?.({ db: trx, store, actor, id, input, stored, data, afterCommit });
    const changes = diffRecords(entity, stored, { ...stored, ...data });
    if (Object.keys(changes).length) {
      await trx.updateTable(entity.table).set({ ...recordToRow(entity, data), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    }
    // Audited even when nothing stored changed: the command itself happened (a resend, say).
    await recordEvent(trx, { actor, entity: entity.path, recordId: id, action: `command:${name}`, changes: { ...changes, ...(Object.keys(input).length && { input: { after: input } }) } });
    return Object.keys(changes);
  });
  store.events?.changed({ entity: entity.path, id, action: 'updated', by: actor.id, fields: changed });
  for (const effect of effects) await effect();
  return getOne(store, entity, SYSTEM_ACTOR, id);
}
