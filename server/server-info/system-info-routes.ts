/**
 * GET /system/info (system_info.view): versions of the product and the database, and the disk use of the database
 * and of the uploaded files (001 §7 system info; docs/configuration.md). The broker's and the SIP service's status
 * are their own calls (GET /system/broker, GET /system/sip).
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../access/actor';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { systemFactsAnswer } from '../../schemas/system-answers';
import { filesFolderOf } from '../files/storage';
import { VERSION } from '../version';
import { databaseFacts, filesUse } from './disk-use';

export function systemInfoRoutes(store: Store, config: Config) {
  const files = filesUse(filesFolderOf(config));
  return async function routes(app: FastifyInstance) {
    app.get('/system/info', { config: { doc: { summary: 'System info: versions and disk use', tags: ['system'], answer: systemFactsAnswer } } }, async (request) => {
      if (!hasPermission(request.actor, 'system_info.view')) throw new AppError('prohibited');
      const [database, filesBytes] = await Promise.all([databaseFacts(store.db, store.dialect), files()]);
      return { data: { version: VERSION, node: process.version, database, files: { size_bytes: filesBytes } } };
    });
  };
}
