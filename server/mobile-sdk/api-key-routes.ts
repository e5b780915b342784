/**
 * POST /project-settings/mobile-sdk/api-key: makes a new mobile SDK API key, replacing the old one (apps holding
 * it are refused from then on), audited as a change of the section; the key is in this answer only.
 */
import type { FastifyInstance } from 'fastify';
import { dataOf } from '../../schemas/answer-envelopes';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { mobileSdkKeyAnswer } from '../../schemas/settings/mobile-sdk';
import { hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { sectionChanges } from '../server-info/section-patch';
import { readSection, writeSection } from '../settings/project-settings';
import { newMobileSdkKey } from './api-key';

export function mobileSdkKeyRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    const doc = { summary: 'Make a new mobile SDK API key (answered this once; only its hash is kept)', tags: ['project-settings'], answer: dataOf(mobileSdkKeyAnswer) };
    app.post('/project-settings/mobile-sdk/api-key', { config: { doc } }, async (request) => {
      const change = SETTINGS_SECTIONS.mobile_sdk.access?.change;
      if (!change || !hasPermission(request.actor, change)) throw new AppError('prohibited');
      const { key, stored } = newMobileSdkKey();
      await db.transaction().execute(async (trx) => {
        const before = await readSection(trx, 'mobile_sdk');
        const after = { ...before, api_key: stored };
        await writeSection(trx, 'mobile_sdk', after);
        // Masked as a secret: the audit trail says a key was made, never which.
        const changes = sectionChanges('mobile_sdk', before, after);
        await recordEvent(trx, { actor: request.actor, entity: 'project-settings/mobile-sdk', recordId: null, action: 'update', changes });
      });
      return { data: { api_key: key } };
    });
  };
}
