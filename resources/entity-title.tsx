/** Page titles (000 §2.4): the add title, or the edit title carrying the record's name. */
import { useRecordContext, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { recordTitle } from './list-description';
import { titleKey } from './locale-keys';

export function EntityTitle({ entity, page }: { entity: Entity; page: 'add' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (page === 'edit' && !record) return null;
  return <>{translate(titleKey(entity.path, page), { name: recordTitle(entity, record) })}</>;
}
