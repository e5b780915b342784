/**
 * GET and PATCH /project-settings/{section}'s answer (001 §7): the section as stored, each secret masked with
 * a `_filled` flag beside it (server/server-info/section-patch.ts), the licence section with its usage. The
 * sections' shapes live here rather than in schemas/: the SIP section checks addresses with node:net, which
 * the shared layer cannot import, and the console edits every section through one generic form.
 */
import { z } from 'zod';
import { backupSettings } from './backup-section';
import { licenceSettings } from './licence-section';
import { demoSettings, generalSettings, mailSettings, type SectionName } from './project-settings';
import { sipSettings } from './sip-section';

export const SECTION_ANSWERS: Record<SectionName, z.ZodType> = {
  general: generalSettings,
  mail: mailSettings.extend({ settings: mailSettings.shape.settings.unwrap().extend({ password_filled: z.boolean() }) }),
  license: licenceSettings.extend({
    /** Users holding each per-user feature, beside the licensed quantities (000 §3.13). */
    used: z.record(z.string(), z.number().int().min(0)),
  }),
  demo: demoSettings,
  sip: sipSettings,
  backups: backupSettings,
};
