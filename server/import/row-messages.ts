/** A row's messages in the caller's language: "Name: Max length 255 chars". */
import type { Entity } from '../../schemas/define-entity';
import type { ImportMessage } from '../../schemas/import';
import { type LocaleCode, translate } from '../../locales';
import type { RowMessage } from './cell-values';
import { columnLabel } from './columns';

export function rendered(entity: Entity, locale: LocaleCode, message: RowMessage): ImportMessage {
  const params = message.params ?? {};
  const said = translate(locale, message.key, params);
  const detail = params.detail ? ` (${params.detail})` : '';
  const text = message.field ? `${columnLabel(entity, message.field, locale)}: ${said}${detail}` : `${said}${detail}`;
  return { ...message, text };
}
