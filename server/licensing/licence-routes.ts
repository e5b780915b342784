/**
 * Licences (000 §3.13, §4.1; 001 §7 "Licences: list, add from file, delete"): GET /licenses lists the installed
 * licences with their status and this installation's id (a supplier needs it to make a file), POST /licenses
 * adds one from a signed file (licence-file.ts), DELETE /licenses/{id} removes one. Adding or removing sets the
 * server licence to what the licences allow together (installed-licences.ts); everything is audited.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Actor, hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { AppError, errorField } from '../errors';
import { readSection, writeSection } from '../settings/project-settings';
import { type InstalledLicence, type LicenceStatus, type SignedLicence, installedLicences as installedLicencesAnswer, signedLicence } from '../../schemas/installed-licence';
import { dataOf } from '../../schemas/answer-envelopes';
import type { RouteDoc } from '../openapi-routes';
import { readLicenceFile } from './licence-file';
import { DAY_MS, periodEnd } from './period';
import { currentCeiling, installationId, installedLicences } from './installed-licences';
import { licenceWarning } from './server-licence';

/** 000 §4.1: pending before its period, ending within the notice days, expired after it, disabled when it gives nothing. */
function statusOf(licence: SignedLicence, notifyBeforeDays: number, now: number): LicenceStatus {
  if (!Object.values(licence.features).some((feature) => feature?.is_enabled)) return 'disabled';
  if (now < licence.period.from) return 'pending';
  const end = periodEnd(licence.period);
  if (now > end) return 'expired';
  return end - now <= notifyBeforeDays * DAY_MS ? 'ending' : 'active';
}

const addBody = z.strictObject({ file: z.string().min(1).max(200_000) });

/** Sets the server licence to what the installed licences allow together, keeping its notice days. */
async function applyCeiling(db: Kysely<any>) {
  const ceiling = await currentCeiling(db);
  const stored = await readSection(db, 'license');
  await writeSection(db, 'license', { ...stored, issuer: ceiling.issuer, period: ceiling.period, features: ceiling.features });
}

function mustManage(actor: Actor) {
  if (!hasPermission(actor, 'licenses.manage')) throw new AppError('prohibited');
}

export function licenceRoutes(store: Store, trustedKeys: readonly string[]) {
  const { db } = store;
  const doc = (summary: string, answer: z.ZodType, more: Partial<RouteDoc> = {}) => ({ doc: { summary, tags: ['licences'], answer, ...more } });
  return async function routes(app: FastifyInstance) {
    app.get('/licenses', { config: doc('Installed licences, their status and this installation id', installedLicencesAnswer) }, async (request) => {
      if (!['licenses.view', 'licenses.manage'].some((permission) => hasPermission(request.actor, permission))) throw new AppError('prohibited');
      const settings = await readSection(db, 'license');
      const now = Date.now();
      const licences = await installedLicences(db);
      return {
        data: licences.map((licence): InstalledLicence => ({ ...licence, status: statusOf(licence, settings.notify_before_days, now) })),
        // The server licence the rest of the console obeys, and the warning every page shows from it (000 §4.1).
        in_effect: { issuer: settings.issuer, period: settings.period, warning: licenceWarning(settings, now) },
        installation_id: await installationId(db),
        can_manage: hasPermission(request.actor, 'licenses.manage'),
      };
    });

    app.post('/licenses', { config: doc('Add a licence from a signed licence file', dataOf(signedLicence), { body: addBody, responses: { 201: 'Added' } }) }, async (request, reply) => {
      mustManage(request.actor);
      const { file } = parseRequest(addBody, request.body);
      const read = readLicenceFile(file, trustedKeys, await installationId(db));
      await db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('licenses').select('id').where('id', '=', read.licence.id).executeTakeFirst()) throw new AppError('not_unique', { file: errorField('not_unique') });
        await trx
          .insertInto('licenses')
          .values({ id: read.licence.id, licence: JSON.stringify(read.licence), payload: read.payload, signature: read.signature, installed_at: new Date().toISOString(), installed_by: request.actor.id })
          .execute();
        await trx.updateTable('installation').set({ evaluation_ended: 1 }).execute();
        await applyCeiling(trx);
        await recordEvent(trx, { actor: request.actor, entity: 'licenses', recordId: null, action: 'create', changes: { id: { after: read.licence.id }, issuer: { after: read.licence.issuer } } });
      });
      reply.code(201);
      return { data: read.licence };
    });

    app.delete<{ Params: { id: string } }>('/licenses/:id', { config: doc('Delete a licence', dataOf(z.object({ id: z.string() }))) }, async (request) => {
      mustManage(request.actor);
      await db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('licenses').where('id', '=', request.params.id).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw new AppError('not_found');
        await applyCeiling(trx);
        await recordEvent(trx, { actor: request.actor, entity: 'licenses', recordId: null, action: 'delete', changes: { id: { before: request.params.id } } });
      });
      return { data: { id: request.params.id } };
    });
  };
}
