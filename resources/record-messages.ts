/**
 * An entity's own wording for what goes wrong with one record (001 §8 client texts: 'Identifier not found',
 * 'View identifier is not available', 'Error saving identifier {name}', 'Device not found', 'Group not
 * found'), read from `resources.<path>.messages.{not_found, view_not_available, save_error}`; an entity
 * without them keeps react-admin's general wording.
 */
import { useCallback } from 'react';
import { type TranslateFunction, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { resourceName } from './routes';

const messageKey = (entity: Entity, name: string) => `resources.${entity.path}.messages.${name}`;

/** The entity's message, or '' when it has none (polyglot answers `_` for a missing key). */
export function entityMessage(translate: TranslateFunction, entity: Entity, name: string, params: Record<string, unknown> = {}) {
  return translate(messageKey(entity, name), { ...params, _: '' });
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * What a record page does when its record cannot be read: says so (not found, or not available for any
 * other refusal) and goes to the list, as react-admin does by default.
 */
export function useRecordLoadError(entity: Entity) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (error: unknown) => {
      const notFound = statusOf(error) === 404;
      const own = entityMessage(translate, entity, notFound ? 'not_found' : 'view_not_available');
      notify(own || (notFound ? 'ra.notification.item_doesnt_exist' : (error as Error)?.message || 'errors.default'), { type: 'error' });
      redirect('list', resourceName(entity));
    },
    [translate, notify, redirect, entity],
  );
}

/** A failed save's notification: the entity's "Error saving … {name}" ahead of the server's reason. */
export function saveErrorText(translate: TranslateFunction, entity: Entity, record: Record<string, unknown> | undefined, reason: string) {
  const name = String(record?.[entity.titleField] ?? '');
  const own = entityMessage(translate, entity, 'save_error', { name });
  return own ? `${own}: ${translate(reason, { _: reason })}` : reason;
}
