/** A row's messages in the caller's language: "Name: Max length 255 chars". */
import type { Entity } from '../../schemas/define-entity';
import type { ImportMessage } from '../../schemas/import';
import { type LocaleCode, translate } from '../../locales';
import type { RowMessage } from './cell-values';
import { columnLabel } from './columns';

/** Parameters that are keys (a licence type) said in the language too. */
const paramsIn = (locale: LocaleCode, params: NonNullable<RowMessage['params']>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? translate(locale, value.key) : value]));

export function rendered(entity: Entity, locale: LocaleCode, message: RowMessage): ImportMessage {
  const params = paramsIn(locale, message.params ?? {});
  const said = translate(locale, message.key, params);
  const detail = params.detail ? ` (${params.detail})` : '';
  const text = message.field ? `${columnLabel(entity, message.field, locale)}: ${said}${detail}` : `${said}${detail}`;
  const { field, key } = message;
  return { field, key, ...(message.params && { params }), text };
}
