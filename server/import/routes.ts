/**
 * The import flow's routes (schemas/import.ts) for every entity that declares `import`, and its export in the
 * same shape. Each step is the importer's own: an import of someone else answers not found.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import { partSteps, partType } from '../../schemas/field-parts';
import { IMPORT_LIMITS, importDecisions, importDryRunAnswer, importMappingRequest, importSessionAnswer } from '../../schemas/import';
import { type Actor, hasPermission } from '../access/actor';
import { grantedScopes } from '../access/scope';
import { parseRequest } from '../crud/body';
import { entityGate } from '../crud/entity-gate';
import type { Store } from '../crud/repository';
import { parseId } from '../crud/routes';
import { AppError } from '../errors';
import { xlsxBuffer } from '../export/xlsx-file';
import { localeOf } from '../mail/templates';
import { exportShape, shapeHeader } from './export-shape';
import { failedRowsFile } from './failed-rows';
import { type ImportContext, apply, dryRun, remap, sessionOf, undo, upload } from './flow';
import type { ImportResolvers } from './resolvers';
import { importOf } from './sessions';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The importer must hold the import's permission and be able to create or update the entity at all. */
function assertMayImport(entity: Entity, actor: Actor) {
  const permission = entity.import?.permission;
  if (permission && !hasPermission(actor, permission)) throw new AppError('prohibited');
  if (!grantedScopes(actor, entity, 'create').length && !grantedScopes(actor, entity, 'update').length) throw new AppError('prohibited');
}

/** Every column's resolver exists: a wrong declaration fails at start-up. */
function checkDeclaration(entity: Entity, resolvers: ImportResolvers) {
  for (const column of entity.import?.columns ?? []) {
    if (!(column.field in entity.fields)) throw new Error(`${entity.name}: import column ${column.field} is no field`);
    if (column.part && !partType(entity.fields[column.field] as z.core.$ZodType, partSteps(column.part))) throw new Error(`${entity.name}: import column ${column.field}.${column.part} is no part of the field`);
    if (column.resolve && !resolvers[column.resolve]) throw new Error(`${entity.name}: no import resolver ${column.resolve}`);
  }
}

const tooLarge = () => new AppError('import_file_too_large', undefined, { limit: IMPORT_LIMITS.fileBytes });

async function uploaded(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('wrong_file_body', { file: 'send multipart/form-data' });
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file') continue;
      const bytes = await (part as MultipartFile).toBuffer();
      // Cut at the limit: a file that did not fit is refused whole, never imported in part.
      if ((part as MultipartFile).file.truncated) throw tooLarge();
      return { name: part.filename.slice(-255), bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('wrong_file_body', { file: 'malformed multipart body' });
  }
  throw new AppError('wrong_file_body', { file: 'no part named file' });
}

const sendXlsx = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply.type(XLSX).header('content-disposition', `attachment; filename="${name}"`).send(bytes);

export function importRoutes(store: Store, resolvers: ImportResolvers) {
  async function contextOf(request: FastifyRequest, entity: Entity): Promise<ImportContext> {
    const actor = request.actor;
    const user = actor.id === null ? undefined : await store.db.selectFrom('users').select('locale').where('id', '=', actor.id).executeTakeFirst();
    return { store, entity, actor, locale: localeOf(user?.locale), resolvers };
  }
  const idOf = (request: FastifyRequest) => parseId((request.params as { id?: unknown }).id);

  return async function routes(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 4, parts: 5 } });
    for (const entity of store.entities.filter((e) => e.import)) {
      checkDeclaration(entity, resolvers);
      const base = `/${entity.path}/import`;
      const tags = ['import'];
      const gate = entityGate(store, entity);
      const step = async (request: FastifyRequest) => {
        assertMayImport(entity, request.actor);
        return contextOf(request, entity);
      };
      app.post(base, { preHandler: gate, bodyLimit: IMPORT_LIMITS.fileBytes + 64 * 1024, config: { doc: { summary: `Upload a spreadsheet of ${entity.path} to import (XLSX or CSV)`, tags, upload: { part: 'file', types: [XLSX, 'text/csv'] }, answer: importSessionAnswer, responses: { 201: 'Uploaded' } } } }, async (request, reply) => {
        const context = await step(request);
        const session = await upload(context, await uploaded(request));
        reply.code(201);
        return { data: session };
      });
      app.get(`${base}/:id`, { preHandler: gate, config: { doc: { summary: `An import of ${entity.path}: its columns, mapping, status and progress`, tags, answer: importSessionAnswer } } }, async (request) => {
        const context = await step(request);
        return { data: sessionOf(context, await importOf(store.db, request.actor, entity.path, idOf(request))) };
      });
      app.patch(`${base}/:id`, { preHandler: gate, config: { doc: { summary: `Change an import's column mapping`, tags, body: importMappingRequest, answer: importSessionAnswer } } }, async (request) => {
        const { mapping } = parseRequest(importMappingRequest, request.body);
        return { data: await remap(await step(request), idOf(request), mapping) };
      });
      app.post(`${base}/:id/dry-run`, { preHandler: gate, config: { doc: { summary: 'What applying the import would do, per row, with every error; nothing is written', tags, body: importDecisions, answer: importDryRunAnswer } } }, async (request) => {
        const decisions = parseRequest(importDecisions, request.body ?? {});
        return { data: await dryRun(await step(request), idOf(request), decisions) };
      });
      app.post(`${base}/:id/continue`, { preHandler: gate, config: { doc: { summary: 'Apply the import in one transaction, with the duplicates\' decisions', tags, body: importDecisions, answer: importSessionAnswer } } }, async (request) => {
        const decisions = parseRequest(importDecisions, request.body ?? {});
        return { data: await apply(await step(request), idOf(request), decisions) };
      });
      app.post(`${base}/:id/undo`, { preHandler: gate, config: { doc: { summary: 'Revert exactly what the import wrote, unless its records changed since', tags, answer: importSessionAnswer } } }, async (request) => {
        return { data: await undo(await step(request), idOf(request)) };
      });
      app.get(`${base}/:id/failed-rows`, { preHandler: gate, config: { doc: { summary: 'The rows the import could not apply, with their errors, as XLSX', tags, download: [XLSX] } } }, async (request, reply) => {
        const context = await step(request);
        const stored = await importOf(store.db, request.actor, entity.path, idOf(request));
        return sendXlsx(reply, `${entity.path}-import-${stored.id}-failed.xlsx`, await failedRowsFile(entity, context.locale, stored));
      });
      app.get(`${base}/template`, { preHandler: gate, config: { doc: { summary: `An empty spreadsheet with the import's columns`, tags, download: [XLSX] } } }, async (request, reply) => {
        assertMayImport(entity, request.actor);
        return sendXlsx(reply, `${entity.path}-template.xlsx`, await xlsxBuffer(entity.path, shapeHeader(entity), []));
      });
      app.get(`/${entity.path}/export`, { preHandler: gate, config: { doc: { summary: `The ${entity.path} the caller sees as XLSX, in the import's shape`, tags, query: z.object({}), download: [XLSX] } } }, async (request, reply) => {
        const permission = entity.export?.permission;
        if (permission && !hasPermission(request.actor, permission)) throw new AppError('prohibited');
        if (!grantedScopes(request.actor, entity, 'view').length) throw new AppError('prohibited');
        const { header, rows } = await exportShape(store, entity, request.actor, resolvers);
        return sendXlsx(reply, `${entity.path}-${new Date().toISOString().slice(0, 10)}.xlsx`, await xlsxBuffer(entity.path, header, rows));
      });
    }
  };
}
