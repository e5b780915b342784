/** Page titles (000 §2.4): the add title, or the edit title carrying the record's name. */
import { useRecordContext, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { describeField } from './field-kinds';
import { recordTitle } from './list-description';
import { enumLabel, titleKey } from './locale-keys';

export function EntityTitle({ entity, page }: { entity: Entity; page: 'add' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (page === 'edit' && !record) return null;
  // Events are named by a code (their type, decision or kind): the title says it in the user's words.
  const field = describeField(entity, entity.titleField);
  const code = record?.[entity.titleField];
  const name = field.values && code !== undefined && code !== null && code !== '' ? enumLabel(translate, entity.path, field.path, code) : recordTitle(entity, record);
  return <>{translate(titleKey(entity.path, page), { name })}</>;
}
