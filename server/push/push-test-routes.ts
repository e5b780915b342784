/**
 * POST /project-settings/push-server/test: a test notification through the push server of the settings, the
 * form's unsaved fields put over the stored ones (merged and validated as a PATCH would be, the placeholder
 * keeping the stored token); nothing is written. Whoever may change the push server settings may test them.
 */
import type { FastifyInstance } from 'fastify';
import { dataOf } from '../../schemas/answer-envelopes';
import { pushTestAnswer, pushTestRequest } from '../../schemas/settings/push';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { sectionToTest } from '../server-info/section-patch';
import { readSection } from '../settings/project-settings';
import { sendTestPush } from './push-test';

export function pushTestRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    const doc = { summary: 'Send a test notification through the push server (unsaved settings in `settings`)', tags: ['project-settings'], body: pushTestRequest, answer: dataOf(pushTestAnswer) };
    app.post('/project-settings/push-server/test', { config: { doc } }, async (request) => {
      const { settings } = parseRequest(pushTestRequest, request.body ?? {});
      const push = await sectionToTest(db, request.actor, 'push', settings);
      return { data: await sendTestPush(push, (await readSection(db, 'general')).name) };
    });
  };
}
