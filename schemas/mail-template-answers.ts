/**
 * What the mail template calls beyond CRUD answer (001 §7 Mail templates; server/mail/template-routes.ts): the
 * mail types with their placeholders, the types as a group's e-mails use them, and a draft's preview.
 */
import { z } from 'zod';
import { MAIL_TYPE_IDS } from './mail-template';

export const mailType = z.object({
  id: z.enum(MAIL_TYPE_IDS),
  /** What a template of the type may say, as %{name}. */
  placeholders: z.array(z.string()),
  /** What it must say ('Required placeholders must be present'). */
  required: z.array(z.string()),
});

/** A type as a group's e-mails use it: its own template, the project's, or the built-in text. */
export const groupMailType = mailType.extend({ template_id: z.number().int().nullable(), source: z.enum(['group', 'project', 'built_in']) });

/** A draft rendered with example values. */
export const mailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
