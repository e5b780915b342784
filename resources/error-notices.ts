/**
 * Notices an error explains itself with (`error.notices`: `[{ key, params }]`, e.g. a group save that breaks
 * the licences of its parent or children): each distinct one in the user's language. A parameter that is
 * itself `{ key }` (a licence type) is translated first.
 *
 * @example errorNotices({ body: { error: { notices: [{ key: 'errors.x', params: { type: { key: 'licences.types.plus' } } }] } } }, translate)
 */
import type { Translate } from '../src/providers/translate';

interface Notice {
  key: string;
  params?: Record<string, unknown>;
}

const isNotice = (value: unknown): value is Notice => typeof value === 'object' && value !== null && typeof (value as Notice).key === 'string';

function paramsOf(notice: Notice, translate: Translate) {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(notice.params ?? {})) params[name] = isNotice(value) ? translate(value.key, { _: value.key }) : value;
  return params;
}

export function errorNotices(error: unknown, translate: Translate): string[] {
  const notices = (error as { body?: { error?: { notices?: unknown } } } | undefined)?.body?.error?.notices;
  if (!Array.isArray(notices)) return [];
  const texts = notices.filter(isNotice).map((notice) => translate(notice.key, { ...paramsOf(notice, translate), _: notice.key }));
  return [...new Set(texts)];
}
