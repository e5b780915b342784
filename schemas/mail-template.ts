import { z } from 'zod';
import { defineEntity } from './define-entity';

/**
 * The e-mails a template can replace (001 §7 "GET types"), each with the placeholders its text may use,
 * written `%{name}` as in the built-in texts (locales/mail.*.ts); `company` is the recipient's management company
 * (the white label; empty when none). The required ones carry what the mail is
 * for (a link, a code): a template without them is refused ('Required placeholders must be present').
 */
export const MAIL_TYPES = {
  registration_confirm: { placeholders: ['name', 'project', 'company', 'link', 'hours'], required: ['link'] },
  self_registration_code: { placeholders: ['name', 'project', 'company', 'code', 'minutes'], required: ['code'] },
  invitation: { placeholders: ['name', 'project', 'company', 'link', 'login', 'days'], required: ['link'] },
  password_reset: { placeholders: ['name', 'project', 'company', 'link', 'minutes'], required: ['link'] },
  announcement: { placeholders: ['name', 'project', 'subject', 'body', 'link'], required: ['body', 'link'] },
} as const satisfies Record<string, { placeholders: readonly string[]; required: readonly string[] }>;
export type MailTypeId = keyof typeof MAIL_TYPES;
export const MAIL_TYPE_IDS = Object.keys(MAIL_TYPES) as [MailTypeId, ...MailTypeId[]];

/** The required placeholders of a mail type that a template's subject and body leave out. */
export function missingPlaceholders(type: MailTypeId, subject: string, body: string) {
  return MAIL_TYPES[type].required.filter((name) => !`${subject}\n${body}`.includes(`%{${name}}`));
}

/**
 * Mail template (000 §3.10, 001 §7): a group's own text for one of the account e-mails, or the project's
 * (no group), used instead of the built-in text (server/mail/mail-templates.ts). One per type and group.
 * Group-level ones are a group's settings (001 §6: edit all, edit descendants, or managing one's own group's
 * mail templates); a project-level one needs project-settings change.
 */
export const mailTemplate = defineEntity({
  name: 'mail_template',
  path: 'mail-templates',
  table: 'mail_templates',
  fields: {
    mail_type_id: z.enum(MAIL_TYPE_IDS),
    subject: z.string().trim().min(1).max(255),
    body: z.string().trim().min(1).max(50_000).meta({ display: 'rich_text', examples: ['<p>Hello, %{name}: %{link} %{code}</p>%{body}'] }),
    domain_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'groups', onDelete: 'cascade' }),
  },
  titleField: 'subject',
  list: { columns: ['mail_type_id', 'subject', 'domain_id', 'updated_at'], search: ['subject'], filters: ['id', 'mail_type_id', 'domain_id', 'created_at'], sort: 'mail_type_id' },
  relations: { domain: { entity: 'groups', kind: 'to-one', field: 'domain_id' } },
  access: {
    view: { all: 'groups.edit.all', descendants: 'groups.edit.descendants', domain: 'groups.manage_own.mail_templates' },
    create: { all: 'groups.edit.all', descendants: 'groups.edit.descendants', domain: 'groups.manage_own.mail_templates' },
    update: { all: 'groups.edit.all', descendants: 'groups.edit.descendants', domain: 'groups.manage_own.mail_templates' },
    delete: { all: 'groups.edit.all', descendants: 'groups.edit.descendants', domain: 'groups.manage_own.mail_templates' },
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: { permission: 'project_settings.change' },
  // One project-level template per type too: its empty group is a value here.
  unique: [{ fields: ['mail_type_id', 'domain_id'], error: 'template_type_exists', emptyIsValue: true }],
});
