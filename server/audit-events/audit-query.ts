/**
 * The audit list's filters (who, what, which record, which action, when), checked before any query: a value of
 * the wrong shape, a list where one value is meant, or a name the list does not take is refused as a bad request.
 */
import { z } from 'zod';
import { AppError } from '../errors';

/** `devices`, `devices/alarms`, `project-settings/general`: an entity's path or a project-wide subject. */
const SUBJECT = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/;
/** CRUD, the account's events, and an entity command by its name (server/audit/record.ts AuditAction). */
const ACTION = /^(create|update|delete|login|login_failed|logout|password_change|command:[a-z0-9_]+)$/;

const id = z.string().regex(/^\d{1,15}$/, 'integer').transform(Number);
const instant = z
  .string()
  .max(40, 'date_time')
  .refine((raw) => !Number.isNaN(Date.parse(raw)), 'date_time')
  .transform((raw) => new Date(Date.parse(raw)).toISOString());

/** The filters of GET /audit-events/items and /download; also their OpenAPI query. */
export const auditFilterQuery = z.strictObject({
  user_id: id.optional(),
  entity: z.string().max(64, 'string').regex(SUBJECT, 'subject').optional(),
  record_id: id.optional(),
  action: z.string().max(80, 'string').regex(ACTION, 'action').optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export const auditListQuery = auditFilterQuery.extend({ page: z.string().optional(), size: z.string().optional() });
export const auditDownloadQuery = auditFilterQuery.extend({ export_format: z.enum(['csv', 'xlsx']).optional() });

export type AuditFilters = z.output<typeof auditFilterQuery>;

/** An empty value is no filter, as the console's cleared inputs send it. */
const withoutEmpty = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

export function parseAuditQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(withoutEmpty((query ?? {}) as Record<string, unknown>));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : 'query')).slice(0, 64);
  throw new AppError('bad_request', { [field]: issue.code === 'unrecognized_keys' ? 'unknown' : issue.message });
}
