/**
 * The audit page's filters as they live in its address (/audit-events?entity=devices&record_id=5, so a record's
 * page can link to its events) and as the server takes them (server/audit/audit-query.ts): the period's days in
 * the browser's time zone become moments, the end day included.
 */
import type { QueryValue } from '../../src/providers/http';

export const AUDIT_FILTERS = ['user_id', 'entity', 'record_id', 'action', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];
export type AuditFilterValues = Partial<Record<AuditFilterName, string>>;

/** The account's events beside CRUD (server/audit/record.ts AuditAction); commands come from the entity. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'login_failed', 'logout', 'password_change'] as const;

/** What the trail names beyond the entities: the project's own settings and services. */
export const PROJECT_SUBJECTS = ['project-settings/general', 'project-settings/mail', 'project-settings/sip', 'project-settings/licenses', 'system/sip', 'ip_blocks'] as const;

export function filtersFromSearch(search: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(AUDIT_FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
}

/** `2026-11-28` in the browser's zone → its first moment; `dayAfter` the next day's. */
function dayStart(day: string, dayAfter = false) {
  const [year, month, date] = day.split('-').map(Number);
  const moment = new Date(year, month - 1, date + (dayAfter ? 1 : 0));
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** The query of GET /audit-events/items (with the page) or /download. */
export function auditQuery(filters: AuditFilterValues, page?: { page: number; size: number }): Record<string, QueryValue> {
  return {
    user_id: filters.user_id,
    entity: filters.entity,
    record_id: filters.record_id,
    action: filters.action,
    from: filters.from && dayStart(filters.from),
    to: filters.to && dayStart(filters.to, true),
    ...(page && { page: page.page, size: page.size }),
  };
}
