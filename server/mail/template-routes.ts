/**
 * Mail template calls beyond CRUD (001 §7): the mail types, the types as a group gets them (its own
 * template, the project's, or the built-in text), and a draft's preview, rendered or sent to an address
 * through the real mailer. A preview is for those who may write such a template there.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { translate } from '../../locales';
import { group } from '../../schemas/group';
import { MAIL_TYPES, MAIL_TYPE_IDS, type MailTypeId, mailTemplate } from '../../schemas/mail-template';
import type { Actor } from '../access/actor';
import { grantedScopes, pathsWithinScopes } from '../access/scope';
import { mayWriteUngrouped, seesUngrouped } from '../access/ungrouped';
import type { Config } from '../config';
import { parseRequest } from '../crud/body';
import { sanitizeRichText } from '../crud/rich-text';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { AppError, fieldMessage } from '../errors';
import { readSection } from '../settings/project-settings';
import { fillTemplate, requirePlaceholders, templateFor } from './mail-templates';
import { smtpMailer } from './smtp-mailer';
import { localeOf } from './templates';
import { dataOf } from '../../schemas/answer-envelopes';
import { groupMailType, mailPreview, mailType } from '../../schemas/mail-template-answers';

const { mail_type_id, subject, body, domain_id } = mailTemplate.fields;
const previewBody = z.strictObject({ mail_type_id, subject, body, domain_id });
const sendPreviewBody = previewBody.extend({ email: z.email().max(255) });
const groupParam = z.object({ id: z.coerce.number().int().min(0).max(2 ** 53 - 1) });

const types = () => MAIL_TYPE_IDS.map((id) => ({ id, placeholders: MAIL_TYPES[id].placeholders, required: MAIL_TYPES[id].required }));

/** Anyone who may see some mail template may read the types. */
function requireViewer(actor: Actor) {
  if (!grantedScopes(actor, mailTemplate, 'view').length && !seesUngrouped(mailTemplate, actor)) throw new AppError('prohibited');
}

/** Previewing a draft needs the right to create it where it would go, as the repository's placement checks. */
async function requireWriter(db: Kysely<any>, actor: Actor, domainId: number | null) {
  const scopes = grantedScopes(actor, mailTemplate, 'create');
  if (!scopes.length) throw new AppError('prohibited');
  if (domainId === null) {
    if (!mayWriteUngrouped(mailTemplate, actor, scopes)) throw new AppError('prohibited', { domain_id: fieldMessage('required') });
    return;
  }
  const target = await db.selectFrom(group.table).select(['id', 'path']).where('id', '=', domainId).executeTakeFirst();
  if (!target) throw new AppError('invalid_related_entity', { domain_id: fieldMessage('not_found') }, { entities: ['groups'] });
  if (!pathsWithinScopes(actor, scopes, [{ id: Number(target.id), path: String(target.path) }])) throw new AppError('prohibited');
}

/** Example values of every placeholder, so a preview shows what a recipient would read. */
async function sampleValues(store: Store, config: Config, actor: Actor) {
  const general = await readSection(store.db, 'general');
  const me = actor.id === null ? undefined : await store.db.selectFrom('users').select(['name', 'login', 'locale']).where('id', '=', actor.id).executeTakeFirst();
  const locale = localeOf(me?.locale ?? general.locale);
  const base = (general.server_url || `http://${config.host}:${config.port}`).replace(/\/+$/, '');
  const values = { name: String(me?.name ?? ''), login: String(me?.login ?? ''), project: String(general.name ?? ''), link: `${base}/`, code: '123456', hours: 24, minutes: 15, days: 7 };
  return { ...values, subject: translate(locale, 'mail.preview.subject'), body: `<p>${translate(locale, 'mail.preview.body')}</p>` };
}

async function preview(store: Store, config: Config, actor: Actor, draft: z.infer<typeof previewBody>) {
  await requireWriter(store.db, actor, draft.domain_id ?? null);
  requirePlaceholders(draft);
  // Sanitised as the repository would store it: the console shows the preview's HTML.
  return fillTemplate({ subject: draft.subject, body: sanitizeRichText(draft.body) }, await sampleValues(store, config, actor), ['body']);
}

export function mailTemplateRoutes(store: Store, config: Config) {
  return async function routes(app: FastifyInstance) {
    const tags = [mailTemplate.path];
    const mailer = smtpMailer(store.db, config.smtpUrl, app.log);

    app.get('/mail-templates/types', { config: { doc: { summary: 'The mail types and their placeholders', tags, answer: dataOf(z.array(mailType)) } } }, async (request) => {
      requireViewer(request.actor);
      return { data: types() };
    });

    app.get('/mail-templates/types/:id', { config: { doc: { summary: "The mail types as a group's e-mails use them: its own template, the project's, or the built-in text", tags, answer: dataOf(z.array(groupMailType)) } } }, async (request) => {
      requireViewer(request.actor);
      const { id } = parseRequest(groupParam, request.params);
      await repository.getOne(store, group, request.actor, id);
      const data = [];
      for (const type of types()) {
        const template = await templateFor(store.db, type.id as MailTypeId, [id]);
        data.push({ ...type, template_id: template?.id ?? null, source: template ? (template.domain_id === null ? 'project' : 'group') : 'built_in' });
      }
      return { data };
    });

    app.post('/mail-templates/preview', { config: { doc: { summary: 'A draft template rendered with example values', tags, body: previewBody, answer: dataOf(mailPreview) } } }, async (request) => {
      const draft = parseRequest(previewBody, request.body);
      return { data: await preview(store, config, request.actor, draft) };
    });

    app.post('/mail-templates/send-preview', { config: { doc: { summary: 'A draft template rendered with example values and sent to an address', tags, body: sendPreviewBody, answer: dataOf(z.object({ sent: z.literal(true) })) } } }, async (request) => {
      const { email, ...draft } = parseRequest(sendPreviewBody, request.body);
      const message = await preview(store, config, request.actor, draft);
      await mailer.send({ to: email, subject: message.subject, text: message.text, html: message.html });
      return { data: { sent: true } };
    });
  };
}
