import { ukey2 } from '../../schemas/ukey2';
import { entityStrings } from '../entity-strings';
import { identifierFieldLabels } from './identifier';

export const ukey2Strings = entityStrings(ukey2, {
  en: {
    name: 'UKEY2 key |||| UKEY2',
    edit_title: 'UKEY2: %{name}',
    fields: identifierFieldLabels.en,
    help: {
      owner: 'The user whose mobile app holds the key',
      passes_restrict_count: 'Empty means no limit',
    },
    enums: { type: { ukey2: 'UKEY2' }, owner_type: { user: 'User' } },
    messages: {
      not_found: 'Identifier not found',
      view_not_available: 'View identifier is not available',
      issue: 'Issue UKEY2',
      issued: 'UKEY2 key issued',
      revoke: 'Revoke',
      revoked: 'UKEY2 key revoked',
      revoke_confirm: 'Revoke UKEY2 key %{name}? A revoked key opens nothing and cannot be restored.',
    },
    commands: {},
  },
  ru: {
    name: 'Ключ UKEY2 |||| UKEY2',
    edit_title: 'UKEY2: %{name}',
    fields: identifierFieldLabels.ru,
    help: {
      owner: 'Пользователь, в мобильном приложении которого ключ',
      passes_restrict_count: 'Пусто — без ограничения',
    },
    enums: { type: { ukey2: 'UKEY2' }, owner_type: { user: 'Пользователь' } },
    messages: {
      not_found: 'Идентификатор не найден',
      view_not_available: 'Просмотр идентификатора недоступен',
      issue: 'Выдать UKEY2',
      issued: 'Ключ UKEY2 выдан',
      revoke: 'Отозвать',
      revoked: 'Ключ UKEY2 отозван',
      revoke_confirm: 'Отозвать ключ UKEY2 %{name}? Отозванный ключ ничего не открывает, восстановить его нельзя.',
    },
    commands: {},
  },
  uk: {
    name: 'Ключ UKEY2 |||| UKEY2',
    edit_title: 'UKEY2: %{name}',
    fields: identifierFieldLabels.uk,
    help: {
      owner: 'Користувач, у мобільному застосунку якого ключ',
      passes_restrict_count: 'Порожньо — без обмеження',
    },
    enums: { type: { ukey2: 'UKEY2' }, owner_type: { user: 'Користувач' } },
    messages: {
      not_found: 'Ідентифікатор не знайдено',
      view_not_available: 'Перегляд ідентифікатора недоступний',
      issue: 'Видати UKEY2',
      issued: 'Ключ UKEY2 видано',
      revoke: 'Відкликати',
      revoked: 'Ключ UKEY2 відкликано',
      revoke_confirm: 'Відкликати ключ UKEY2 %{name}? Відкликаний ключ нічого не відчиняє, відновити його не можна.',
    },
    commands: {},
  },
});
