/** "Created from" / "Created to": the label of one end of a date range filter. */
import { useTranslate } from 'react-admin';
import { commonKey, fieldLabelKey } from './locale-keys';

export function RangeLabel({ resource, field, end }: { resource: string; field: string; end: 'since' | 'until' }) {
  const translate = useTranslate();
  return <>{translate(commonKey(end), { field: translate(fieldLabelKey(resource, [field])) })}</>;
}
