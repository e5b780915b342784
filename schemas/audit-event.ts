/**
 * An audit event as GET /audit-events/items lists it (000 §2.5 System audit; server/audit-events/audit-rows.ts):
 * who did what to which record, from where, and each changed field before and after (secrets masked).
 */
import { z } from 'zod';
import { pageOf } from './answer-envelopes';

export const auditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  ip: z.string().nullable(),
  entity: z.string(),
  record_id: z.number().int().nullable(),
  /** create, update, delete, login, login_failed, logout, password_change, or command:{name}. */
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })),
});

export const auditEventPage = pageOf(auditEvent);
