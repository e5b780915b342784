/**
 * The routes of an entity's file fields (schemas/file-field.ts): `POST /{path}/{id}/{route}` uploads
 * (multipart, one part named `file`), `GET` downloads, `DELETE` removes. Uploading and removing need the
 * update grant on a visible record, downloading the view grant. A file is checked by its content and size
 * before anything is stored; its bytes are written before the record points at them and the replaced ones
 * removed after the commit, so a crash leaves at worst an unreferenced file, never a record without its file.
 */
import { randomBytes } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Entity } from '../../schemas/define-entity';
import { acceptedTypes, kindNames, sizeRefusal, type StoredFile } from '../../schemas/file-field';
import type { Actor } from '../access/actor';
import { SYSTEM_ACTOR } from '../access/actor';
import { recordEvent } from '../audit/record';
import { recordToRow } from '../db/codec';
import { AppError } from '../errors';
import { checkedImage, IMAGE_TYPE } from '../files/checked-image';
import { acceptedTypeOf } from '../files/file-kind';
import { type FileFieldOf, fileFieldsOf, fileKey, storedFileOf } from '../files/record-files';
import type { FileStorage } from '../files/storage';
import { getOne, type Store, storedForWrite } from './repository';
import { parseId } from './routes';
import { dataOf } from '../../schemas/answer-envelopes';
import { answeredRecord } from '../../schemas/answered-record';

const refuse = (field: string, key: string, params: Record<string, string | number>) => new AppError('invalid_data', { [field]: { key, params } });

/** The one file part of a multipart body, within the rule's size; anything else is 'wrong file body'. */
async function readFilePart(request: FastifyRequest, { field, rule }: FileFieldOf) {
  if (!request.isMultipart()) throw new AppError('wrong_file_body', { file: 'send multipart/form-data' });
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await (part as MultipartFile).toBuffer();
      if (part.fieldname === 'file' && !file) file = { bytes, name: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const tooLarge = code === 'FST_REQ_FILE_TOO_LARGE' && sizeRefusal(rule, Number.MAX_SAFE_INTEGER);
    if (tooLarge) throw refuse(field, tooLarge.key, tooLarge.params);
    throw new AppError('wrong_file_body', { file: 'malformed multipart body' });
  }
  if (!file) throw new AppError('wrong_file_body', { file: 'no part named file' });
  return file;
}

/**
 * A checked upload: its stored description and bytes (an image rule's: re-encoded), or the spec's message for a
 * wrong type, size or image.
 */
async function checkedFile(fileField: FileFieldOf, upload: { bytes: Buffer; name: string }): Promise<{ file: StoredFile; bytes: Buffer }> {
  const { field, rule } = fileField;
  const tooBigOrSmall = sizeRefusal(rule, upload.bytes.length);
  if (tooBigOrSmall) throw refuse(field, tooBigOrSmall.key, tooBigOrSmall.params);
  let type = await acceptedTypeOf(rule, upload.bytes);
  if (!type) throw refuse(field, 'validation.file_type', { type: kindNames(rule) });
  let bytes = upload.bytes;
  if (rule.image) [bytes, type] = [await checkedImage(field, rule.image, bytes, type), IMAGE_TYPE[rule.image.format]];
  let name = upload.name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(-255) || 'file';
  if (rule.image) name = `${name.replace(/\.[^.]*$/, '').slice(0, 250) || 'image'}.${rule.image.format === 'png' ? 'png' : 'jpg'}`;
  return { file: { name, size: bytes.length, type, version: randomBytes(12).toString('hex') }, bytes };
}

/** Points the record at `after` (or at no file), audited, in one transaction; answers the replaced file. */
async function setFile(store: Store, entity: Entity, actor: Actor, id: number, field: string, after: StoredFile | null) {
  return store.db.transaction().execute(async (trx) => {
    // storedForWrite locks the row, so two uploads at once each replace what the other left.
    const before = storedFileOf((await storedForWrite(trx, entity, actor, id, 'update'))[field]);
    if (!before && !after) return { before, changed: false };
    await trx.updateTable(entity.table).set({ ...recordToRow(entity, { [field]: after }), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await recordEvent(trx, { actor, entity: entity.path, recordId: id, action: 'update', changes: { [field]: { before, after } } });
    return { before, changed: true };
  });
}

/**
 * Stores an upload as the record's file (checked by content and size), replacing the one it held: the route's
 * work, and the demo's. The actor needs the update grant on a visible record.
 */
export async function storeFile(store: Store, entity: Entity, actor: Actor, id: number, fileField: FileFieldOf, upload: { bytes: Buffer; name: string }) {
  const files = store.files;
  if (!files) throw new AppError('service_unavailable');
  const { file, bytes } = await checkedFile(fileField, upload);
  const stored = await getOne(store, entity, actor, id);
  await store.hooks.of(entity).checkFile?.({ db: store.db, actor, stored, field: fileField.field, bytes, type: file.type });
  const key = fileKey(entity, id, fileField.field, file.version);
  await files.put(key, bytes);
  let result: Awaited<ReturnType<typeof setFile>>;
  try {
    result = await setFile(store, entity, actor, id, fileField.field, file);
  } catch (error) {
    await files.remove([key]);
    throw error;
  }
  if (result.before) await files.remove([fileKey(entity, id, fileField.field, result.before.version)]);
  store.events?.changed({ entity: entity.path, id, action: 'updated', by: actor.id, fields: [fileField.field] });
  await store.hooks.of(entity).afterFile?.({ store, actor, stored, field: fileField.field });
  return getOne(store, entity, SYSTEM_ACTOR, id);
}

export function fileRoutes(store: Store, entity: Entity, files: FileStorage) {
  const fields = fileFieldsOf(entity);
  const largest = Math.max(...fields.map(({ rule }) => rule.maxKb * 1024));
  return async function routes(app: FastifyInstance) {
    // Here only: the rest of the entity's routes stay JSON-only. One byte over the limit tells "too large".
    await app.register(multipart, { limits: { fileSize: largest, files: 2, fields: 4, parts: 6 } });

    for (const fileField of fields) {
      const { field, route } = fileField;
      const path = `/${entity.path}/:id/${route}`;
      const tags = [entity.path];
      const types = acceptedTypes(fileField.rule);
      const answer = dataOf(answeredRecord(entity));
      app.post(path, { bodyLimit: largest + 64 * 1024, config: { doc: { summary: `Upload the ${field} file (${kindNames(fileField.rule)}, up to ${fileField.rule.maxKb} kb)`, tags, upload: { part: 'file', types }, answer } } }, async (request) => {
        const id = parseId((request.params as { id: string }).id);
        await storedForWrite(store.db, entity, request.actor, id, 'update'); // refused before the body is read
        return { data: await storeFile(store, entity, request.actor, id, fileField, await readFilePart(request, fileField)) };
      });

      app.get(path, { config: { doc: { summary: `Download the ${field} file`, tags, download: types } } }, async (request, reply) => {
        const id = parseId((request.params as { id: string }).id);
        const record = await getOne(store, entity, request.actor, id);
        const file = storedFileOf(record[field]);
        const bytes = file && (await files.get(fileKey(entity, id, field, file.version)));
        if (!file || !bytes) throw new AppError('not_found');
        reply.header('content-type', file.type);
        reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
        return reply.send(bytes);
      });

      app.delete(path, { config: { doc: { summary: `Remove the ${field} file`, tags, answer } } }, async (request) => {
        const id = parseId((request.params as { id: string }).id);
        const stored = await getOne(store, entity, request.actor, id);
        const result = await setFile(store, entity, request.actor, id, field, null);
        if (result.before) await files.remove([fileKey(entity, id, field, result.before.version)]);
        if (result.changed) store.events?.changed({ entity: entity.path, id, action: 'updated', by: request.actor.id, fields: [field] });
        if (result.changed) await store.hooks.of(entity).afterFile?.({ store, actor: request.actor, stored, field });
        return { data: await getOne(store, entity, SYSTEM_ACTOR, id) };
      });
    }
  };
}
