/**
 * Mail templates (schemas/mail-template.ts): the rule a description cannot say (the mail type's required
 * placeholders), and which template an e-mail is rendered from: the recipient's group's, else the project's,
 * else none (the built-in text, server/mail/templates.ts).
 */
import type { Kysely } from 'kysely';
import { type MailTypeId, mailTemplate, missingPlaceholders } from '../../schemas/mail-template';
import { user } from '../../schemas/user';
import { joinTableName } from '../db/columns';
import { richTextToPlain } from '../crud/rich-text';
import { entityHooks } from '../crud/hooks';
import { AppError, fieldMessage } from '../errors';

/** Refuses a template whose subject and body leave out a required placeholder of its mail type. */
export function requirePlaceholders(data: Record<string, unknown>) {
  const missing = missingPlaceholders(data.mail_type_id as MailTypeId, String(data.subject ?? ''), String(data.body ?? ''));
  if (missing.length) throw new AppError('invalid_data', { body: fieldMessage('required_placeholders', { placeholders: missing.map((name) => `%{${name}}`).join(', ') }) });
}

export const mailTemplateHooks = entityHooks(mailTemplate, {
  beforeWrite: [async ({ data }) => {
    requirePlaceholders(data);
  }],
});

export interface StoredTemplate {
  id: number;
  subject: string;
  body: string;
  domain_id: number | null;
}

/** The template an e-mail of this type to a member of these groups is rendered from: the first group's that has one, else the project's. */
export async function templateFor(db: Kysely<any>, type: MailTypeId, groups: readonly number[]): Promise<StoredTemplate | undefined> {
  const rows = await db.selectFrom(mailTemplate.table).select(['id', 'subject', 'body', 'domain_id'])
    .where('mail_type_id', '=', type)
    .where((eb) => (groups.length ? eb.or([eb('domain_id', 'in', [...groups]), eb('domain_id', 'is', null)]) : eb('domain_id', 'is', null)))
    .execute();
  const byGroup = (id: number | null) => rows.find((row) => (row.domain_id === null ? null : Number(row.domain_id)) === id);
  const found = groups.map(byGroup).find(Boolean) ?? byGroup(null);
  return found && { id: Number(found.id), subject: String(found.subject), body: String(found.body), domain_id: found.domain_id === null ? null : Number(found.domain_id) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A template filled in: `%{name}` becomes the value, escaped in the HTML body (a rich-text value, the
 * announcement's body, goes in as it is: it was sanitised when stored). The text part is the body's text.
 */
export function fillTemplate(template: { subject: string; body: string }, values: Record<string, string | number>, htmlValues: readonly string[] = []) {
  const fill = (text: string, escape: boolean) =>
    text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in values)) return whole;
      const value = String(values[name]);
      return escape && !htmlValues.includes(name) ? escapeHtml(value) : value;
    });
  const html = fill(template.body, true);
  return { subject: fill(template.subject, false).replace(/\s+/g, ' ').trim(), html: `<!doctype html><html><body>${html}</body></html>`, text: richTextToPlain(html) };
}

/** The groups a user belongs to, for the template of an e-mail to them. */
export async function groupsOfUser(db: Kysely<any>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom(joinTableName(user, 'domain_ids')).select('ref_id').where('owner_id', '=', userId).orderBy('ref_id').execute();
  return rows.map((row) => Number(row.ref_id));
}
