import { accessRule } from '../../schemas/access-rule';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const accessRuleStrings = entityStrings(accessRule, {
  en: {
    name: 'Access rule |||| Access rules',
    add_title: 'New access rule',
    edit_title: 'Access rule: %{name}',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name',
      description: 'Description',
      device_ids: 'Devices',
      time_rules: 'Schedules',
      user_ids: 'Users',
      identifier_ids: 'Identifiers',
      domain_ids: 'Groups',
      prohibition: 'Prohibition',
      is_shareable: 'Shareable',
    },
    help: {
      prohibition: 'Denies access; a prohibition wins over permissions',
      domain_ids: 'Applies to the users of these groups and of the groups below them',
    },
    enums: {},
    commands: {},
  },
  ru: {
    name: 'Правило доступа |||| Правила доступа',
    add_title: 'Новое правило доступа',
    edit_title: 'Правило доступа: %{name}',
    fields: {
      id: 'ID',
      created_at: 'Создан',
      updated_at: 'Изменён',
      created_by: 'Кем создан',
      name: 'Название',
      description: 'Описание',
      device_ids: 'Устройства',
      time_rules: 'Расписания',
      user_ids: 'Пользователи',
      identifier_ids: 'Идентификаторы',
      domain_ids: 'Группы',
      prohibition: 'Запрет',
      is_shareable: 'Общее',
    },
    help: {
      prohibition: 'Запрещает доступ; запрет важнее разрешений',
      domain_ids: 'Действует для пользователей этих групп и групп ниже них',
    },
    enums: {},
    commands: {},
  },
  uk: {
    name: 'Правило доступу |||| Правила доступу',
    add_title: 'Нове правило доступу',
    edit_title: 'Правило доступу: %{name}',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва',
      description: 'Опис',
      device_ids: 'Пристрої',
      time_rules: 'Розклади',
      user_ids: 'Користувачі',
      identifier_ids: 'Ідентифікатори',
      domain_ids: 'Групи',
      prohibition: 'Заборона',
      is_shareable: 'Спільне',
    },
    help: {
      prohibition: 'Забороняє доступ; заборона важливіша за дозволи',
      domain_ids: 'Діє для користувачів цих груп і груп нижче них',
    },
    enums: {},
    commands: {},
  },
});
