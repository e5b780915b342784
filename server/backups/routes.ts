/**
 * The backup calls (001 §6 Backups, §7 "backups (make, apply, file, download)"), each behind its permission:
 * list (backups.view), make (backups.create), download (backups.download, an audit event), upload and apply
 * from a file (backups.apply_file), apply (backups.apply), delete (backups.delete). Uploads are multipart: an
 * optional `passphrase` field, then the `file` part.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { backupAnswer, backupApplied, backupList, downloadBody } from '../../schemas/backups';
import { okAnswer } from '../../schemas/answer-envelopes';
import { hasPermission } from '../access/actor';
import { type AuditAction, recordEvent } from '../audit/record';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import type { Backups } from './backup-service';

const BACKUP_FILE = 'application/octet-stream';
/** An upload's size: past what a project's backup reaches, short of filling a disk by mistake. */
const MAX_UPLOAD_BYTES = 64 * 1024 ** 3;
const idParams = z.object({ id: z.string().max(100) });
const doc = (summary: string, more: Record<string, unknown> = {}) => ({ doc: { summary, tags: ['backups'], ...more } });

type BackupPermission = 'backups.view' | 'backups.create' | 'backups.delete' | 'backups.apply' | 'backups.apply_file' | 'backups.download';

function requirePermission(request: FastifyRequest, permission: BackupPermission) {
  if (!hasPermission(request.actor, permission)) throw new AppError('prohibited');
}

export function backupRoutes(store: Store, backups: Backups) {
  const audit = (request: FastifyRequest, action: AuditAction, id: string) =>
    recordEvent(store.db, { actor: request.actor, entity: 'backups', recordId: null, action, changes: { backup: { after: id } } });

  /** The multipart upload: its passphrase field, if any, then its file part, kept once checked. */
  async function received(request: FastifyRequest) {
    if (!request.isMultipart()) throw new AppError('wrong_file_body', { file: 'send multipart/form-data' });
    let passphrase: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'passphrase') passphrase = String(part.value) || undefined;
      else if (part.type === 'file' && part.fieldname === 'file') return backups.upload(part.file, passphrase);
      else throw new AppError('wrong_file_body', { file: `unexpected part ${part.fieldname.slice(0, 50)}` });
    }
    throw new AppError('wrong_file_body', { file: 'required' });
  }

  return async function routes(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 } });
    const uploaded = { part: 'file', types: [BACKUP_FILE] };

    app.get('/backups/items', { config: doc('Backups kept on the server, newest first', { answer: backupList }) }, async (request) => {
      requirePermission(request, 'backups.view');
      return { data: await backups.folder.list() };
    });
    app.post('/backups', { config: doc('Make a backup of the whole project now', { answer: backupAnswer, responses: { 201: 'Made' } }) }, async (request, reply) => {
      requirePermission(request, 'backups.create');
      const item = await backups.make('manual');
      await audit(request, 'command:make', item.id);
      reply.code(201);
      return { data: item };
    });
    app.post('/backups/:id/download', { config: doc('Download a backup file; a passphrase encrypts it for another server', { body: downloadBody, download: [BACKUP_FILE] }) }, async (request, reply) => {
      requirePermission(request, 'backups.download');
      const { id } = parseRequest(idParams, request.params);
      const { passphrase } = parseRequest(downloadBody, request.body ?? {});
      const content = await backups.download(id, passphrase);
      await audit(request, 'command:download', id);
      return reply.type(BACKUP_FILE).header('content-disposition', `attachment; filename="${id}.backup"`).send(content);
    });
    app.post('/backups/file', { bodyLimit: MAX_UPLOAD_BYTES, config: doc('Upload a backup file (multipart: passphrase, if it has one, then file)', { upload: uploaded, answer: backupAnswer, responses: { 201: 'Kept' } }) }, async (request, reply) => {
      requirePermission(request, 'backups.apply_file');
      const item = await received(request);
      await audit(request, 'command:upload', item.id);
      reply.code(201);
      return { data: item };
    });
    app.post('/backups/file/apply', { bodyLimit: MAX_UPLOAD_BYTES, config: doc('Upload a backup file and apply it (multipart: passphrase, if it has one, then file)', { upload: uploaded, answer: backupApplied }) }, async (request) => {
      requirePermission(request, 'backups.apply_file');
      const item = await received(request);
      const result = await backups.apply(item.id);
      await audit(request, 'command:apply', item.id);
      return { data: result };
    });
    app.post('/backups/:id/apply', { config: doc('Apply a backup: the project becomes what it was when the backup was made', { answer: backupApplied }) }, async (request) => {
      requirePermission(request, 'backups.apply');
      const { id } = parseRequest(idParams, request.params);
      const result = await backups.apply(id);
      // After the swap, so the restored trail keeps it.
      await audit(request, 'command:apply', id);
      return { data: result };
    });
    app.delete('/backups/:id', { config: doc('Delete a backup file', { answer: okAnswer }) }, async (request) => {
      requirePermission(request, 'backups.delete');
      const { id } = parseRequest(idParams, request.params);
      await backups.folder.remove(id);
      await audit(request, 'delete', id);
      return { data: { ok: true as const } };
    });
  };
}
