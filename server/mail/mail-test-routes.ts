/**
 * POST /project-settings/mail/test (001 §7 "mail test"): sends a test e-mail with the mail settings, the form's
 * unsaved fields put over the stored ones (merged and validated as a PATCH would be, the placeholder keeping the
 * stored password), and writes nothing. It goes to the address given, else the signed-in user's, else the sender's.
 * Whoever may change the mail settings may test them.
 */
import type { FastifyInstance } from 'fastify';
import { dataOf } from '../../schemas/answer-envelopes';
import { mailTestAnswer, mailTestRequest } from '../../schemas/settings/mail';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { AppError, fieldMessage } from '../errors';
import { sectionToTest } from '../server-info/section-patch';
import { readSection } from '../settings/project-settings';
import { sendTestMail } from './mail-test';
import { localeOf } from './templates';

export function mailTestRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    const doc = { summary: 'Send a test e-mail with the mail settings (unsaved ones in `settings`)', tags: ['project-settings'], body: mailTestRequest, answer: dataOf(mailTestAnswer) };
    app.post('/project-settings/mail/test', { config: { doc } }, async (request) => {
      const { email, settings } = parseRequest(mailTestRequest, request.body ?? {});
      const mail = await sectionToTest(db, request.actor, 'mail', settings);
      const me = request.actor.id === null ? undefined : await db.selectFrom('users').select(['name', 'email', 'locale']).where('id', '=', request.actor.id).executeTakeFirst();
      // Else the sender's own address: a user without one can still test (mail servers accept mail to their sender).
      const to = email ?? (me?.email || mail.settings.from_address || undefined);
      if (!to) throw new AppError('invalid_data', { email: fieldMessage('required') });
      const general = await readSection(db, 'general');
      await sendTestMail(mail, to, localeOf(me?.locale ?? general.locale), general.name, request.log);
      return { data: { to } };
    });
  };
}
