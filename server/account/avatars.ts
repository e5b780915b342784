/**
 * Avatars (001 §7, 000 §3.3): POST /users/{id}/avatar takes the already-cropped image (multipart: image,
 * x, y, size) from anyone who may edit that user; it is kept in the database and served publicly at
 * /api/v0/avatars/{random id} (unguessable, immutable, cached for a year); users.avatar_url points there.
 */
import { randomBytes } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Actor } from '../access/actor';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { IMAGE_TYPES, imageTypeOf } from './image-type';
import { parseBody } from './request-body';
import { editableUser, userIdParam } from './user-access';
import { dataOf } from '../../schemas/answer-envelopes';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const AVATAR_PATH = '/api/v0/avatars/';

const cropFields = z.strictObject({
  x: z.coerce.number().int().min(-100_000).max(100_000),
  y: z.coerce.number().int().min(-100_000).max(100_000),
  size: z.coerce.number().int().min(1).max(100_000),
});

async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('wrong_file_body', { image: 'send multipart/form-data' });
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'image') image = await (part as MultipartFile).toBuffer();
      else await (part as MultipartFile).toBuffer(); // drained, then refused below as an unknown field
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', { image: 'max 2 MB' });
    throw new AppError('wrong_file_body', { image: 'malformed multipart body' });
  }
  const crop = parseBody(cropFields, fields);
  const type = image && imageTypeOf(image);
  if (!image || !type) throw new AppError('wrong_file_body', { image: 'PNG, JPEG or WebP only' });
  return { image, type, crop };
}

async function setAvatarUrl(trx: Kysely<any>, actor: Actor, userId: number, before: unknown, after: string | null) {
  await trx.updateTable('users').set({ avatar_url: after, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
  await recordEvent(trx, { actor, entity: 'users', recordId: userId, action: 'update', changes: { avatar_url: { before, after } } });
}

/**
 * Removes the users' avatars, so their public URLs answer 404. Called where users are deleted, in the
 * deleting transaction (server/entities/users.ts): a rolled-back deletion keeps them.
 */
export async function removeAvatars(db: Kysely<any>, userIds: number[]) {
  if (userIds.length) await db.deleteFrom('avatars').where('user_id', 'in', userIds).execute();
}

/** The avatar's address after the change; null: none. */
const avatarAnswer = dataOf(z.object({ avatar_url: z.string().nullable() }));

export function avatarRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    // Registered here only: the rest of the API stays JSON-only.
    await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 2, fields: 10, parts: 12 } });

    app.post('/users/:id/avatar', { bodyLimit: MAX_AVATAR_BYTES + 64 * 1024, config: { doc: { summary: 'Upload the user\'s avatar (multipart: image, x, y, size)', tags: ['users'], answer: avatarAnswer } } }, async (request) => {
      const user = await editableUser(store, request.actor, userIdParam(request.params));
      const { image, type, crop } = await readUpload(request);
      const id = randomBytes(16).toString('hex');
      const userId = Number(user.id);
      const url = `${AVATAR_PATH}${id}`;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('avatars').where('user_id', '=', userId).execute();
        await trx.insertInto('avatars').values({ id, user_id: userId, content_type: type, data: image, ...crop, created_at: new Date().toISOString() }).execute();
        await setAvatarUrl(trx, request.actor, userId, user.avatar_url, url);
      });
      store.events?.changed({ entity: 'users', id: userId, action: 'updated', by: request.actor.id, fields: ['avatar_url'] });
      return { data: { avatar_url: url } };
    });

    app.delete('/users/:id/avatar', { config: { doc: { summary: 'Remove the user\'s avatar', tags: ['users'], answer: avatarAnswer } } }, async (request) => {
      const user = await editableUser(store, request.actor, userIdParam(request.params));
      const userId = Number(user.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('avatars').where('user_id', '=', userId).execute();
        if (user.avatar_url !== null) await setAvatarUrl(trx, request.actor, userId, user.avatar_url, null);
      });
      if (user.avatar_url !== null) store.events?.changed({ entity: 'users', id: userId, action: 'updated', by: request.actor.id, fields: ['avatar_url'] });
      return { data: { avatar_url: null } };
    });

    // A route-level onSend runs after the API-wide one that marks answers no-store: avatars are public.
    const cacheForever = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return payload;
    };
    app.get('/avatars/:id', { config: { public: true, doc: { summary: 'An avatar image', tags: ['users'], download: IMAGE_TYPES } }, onSend: cacheForever }, async (request, reply) => {
      const id = String((request.params as { id?: string }).id ?? '');
      const row = /^[0-9a-f]{32}$/.test(id) ? await db.selectFrom('avatars').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst() : undefined;
      if (!row) throw new AppError('not_found');
      // A new upload gets a new id, so an id's bytes never change.
      reply.header('content-type', row.content_type);
      return reply.send(Buffer.from(row.data));
    });
  };
}
