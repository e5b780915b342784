/**
 * The white label's own routes beyond the generic GET and PATCH (server/server-info/group-settings-routes.ts):
 * POST /groups/{id}/settings/white-label/logo takes a logo (multipart `logo`; 001 §7 Groups "whitelabel logo"),
 * checked by content and made the header's size (logo-image.ts), kept in the database and served publicly at
 * /api/v0/group-logos/{random id}, as avatars are; DELETE removes it. GET /white-label answers the company that
 * applies to the signed-in user (its name and logo for everyone; its address, e-mail and phone with
 * the section's view permission, management_company.view), for the console's header.
 */
import { randomBytes } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { dataOf } from '../../schemas/answer-envelopes';
import { whiteLabel, whiteLabelSettings } from '../../schemas/settings/white-label';
import { type Actor, hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError, fieldMessage } from '../errors';
import { groupIdParam, groupToChange } from './group-section-access';
import { onGroupSectionCleared } from './group-section-hooks';
import { nearestGroupSection, writeGroupSection } from './group-settings';
import { MAX_LOGO_BYTES, headerLogo } from './logo-image';
import { LOGO_PATH, companyOfGroups } from './white-label';

const logoAnswer = dataOf(z.object({ logo: z.string() }));
const companyAnswer = dataOf(whiteLabelSettings.pick({ name: true, logo: true }).extend({ address: z.string().optional(), email: z.string().optional(), phone: z.string().optional() }).nullable());
const sizeRefusal = () => new AppError('payload_too_large', { logo: fieldMessage('file_size_max', { size: MAX_LOGO_BYTES / 1024 }) });

async function readLogo(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('wrong_file_body', { logo: 'send multipart/form-data' });
  let logo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'logo') logo = await (part as MultipartFile).toBuffer();
      else if (part.type === 'file') await (part as MultipartFile).toBuffer(); // drained; only `logo` counts
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw sizeRefusal();
    throw new AppError('wrong_file_body', { logo: 'malformed multipart body' });
  }
  if (!logo) throw new AppError('wrong_file_body', { logo: fieldMessage('required') });
  return logo;
}

/** Sets the group's logo address (null: none) in its own white label, audited; old logos of the group go. */
async function setLogo(trx: Kysely<any>, actor: Actor, groupId: number, logo: { id: string; png: Buffer } | null) {
  const { value } = await nearestGroupSection(trx, 'white_label', groupId);
  const after = logo ? `${LOGO_PATH}${logo.id}` : '';
  await trx.deleteFrom('group_logos').where('group_id', '=', groupId).execute();
  if (logo) await trx.insertInto('group_logos').values({ id: logo.id, group_id: groupId, content_type: 'image/png', data: logo.png, created_at: new Date().toISOString() }).execute();
  await writeGroupSection(trx, 'white_label', groupId, { ...value, logo: after });
  await recordEvent(trx, { actor, entity: 'group-settings/white-label', recordId: groupId, action: 'update', changes: { logo: { before: value.logo, after } } });
  return after;
}

// A group that inherits its company again keeps no logo of its own.
onGroupSectionCleared('white_label', async (db, groupId) => {
  await db.deleteFrom('group_logos').where('group_id', '=', groupId).execute();
});

export function whiteLabelRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    // Registered here only: the rest of the API stays JSON-only.
    await app.register(multipart, { limits: { fileSize: MAX_LOGO_BYTES, files: 2, fields: 5, parts: 7 } });

    app.post('/groups/:id/settings/white-label/logo', { bodyLimit: MAX_LOGO_BYTES + 64 * 1024, config: { doc: { summary: 'Upload the group\'s white label logo (multipart: logo; PNG, JPEG or WebP)', tags: ['groups'], answer: logoAnswer } } }, async (request) => {
      const group = await groupToChange(db, request.actor, 'white_label', groupIdParam(request.params));
      const png = await headerLogo(await readLogo(request));
      const logo = await db.transaction().execute((trx) => setLogo(trx, request.actor, group.id, { id: randomBytes(16).toString('hex'), png }));
      return { data: { logo } };
    });

    app.delete('/groups/:id/settings/white-label/logo', { config: { doc: { summary: 'Remove the group\'s white label logo', tags: ['groups'], answer: logoAnswer } } }, async (request) => {
      const group = await groupToChange(db, request.actor, 'white_label', groupIdParam(request.params));
      const logo = await db.transaction().execute((trx) => setLogo(trx, request.actor, group.id, null));
      return { data: { logo } };
    });

    app.get('/white-label', { config: { doc: { summary: 'The management company that applies to the signed-in user, or null', tags: ['groups'], answer: companyAnswer } } }, async (request) => {
      const company = await companyOfGroups(db, request.actor.groupIds);
      if (!company) return { data: null };
      // The company's contacts for who may view the section (management_company.view); its name and logo for all.
      const mayView = (whiteLabel.access?.view ?? []).some((permission) => hasPermission(request.actor, permission));
      const contact = mayView ? { address: company.address, email: company.email, phone: company.phone } : {};
      return { data: { name: company.name, logo: company.logo, ...contact } };
    });

    // A new upload gets a new id, so an id's bytes never change: cached for a year, public as avatars are.
    const cacheForever = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return payload;
    };
    app.get('/group-logos/:id', { config: { public: true, doc: { summary: 'A white label logo (PNG)', tags: ['groups'], download: ['image/png'] } }, onSend: cacheForever }, async (request, reply) => {
      const id = String((request.params as { id?: string }).id ?? '');
      const row = /^[0-9a-f]{32}$/.test(id) ? await db.selectFrom('group_logos').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst() : undefined;
      if (!row) throw new AppError('not_found');
      reply.header('content-type', row.content_type);
      return reply.send(Buffer.from(row.data));
    });
  };
}
