import { elevatorAccessRule } from '../../schemas/elevator-access-rule';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const elevatorAccessRuleStrings = entityStrings(elevatorAccessRule, {
  en: {
    name: 'Elevator access rule |||| Elevator access rules',
    add_title: 'New elevator access rule',
    edit_title: 'Elevator access rule: %{name}',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name',
      description: 'Description',
      user_ids: 'Users',
      domain_ids: 'Groups',
      elevators: { _: 'Elevators with floors', elevator_id: 'Elevator', floors: 'Floors' },
      elevator_ids: 'Elevators',
    },
    help: { domain_ids: 'Applies to the users of these groups and of the groups below them' },
    enums: {},
    commands: {},
  },
  ru: {
    name: 'Правило доступа к лифтам |||| Правила доступа к лифтам',
    add_title: 'Новое правило доступа к лифтам',
    edit_title: 'Правило доступа к лифтам: %{name}',
    fields: {
      ...recordFieldLabels.ru,
      name: 'Название',
      description: 'Описание',
      user_ids: 'Пользователи',
      domain_ids: 'Группы',
      elevators: { _: 'Лифты с этажами', elevator_id: 'Лифт', floors: 'Этажи' },
      elevator_ids: 'Лифты',
    },
    help: { domain_ids: 'Действует для пользователей этих групп и групп ниже них' },
    enums: {},
    commands: {},
  },
  uk: {
    name: 'Правило доступу до ліфтів |||| Правила доступу до ліфтів',
    add_title: 'Нове правило доступу до ліфтів',
    edit_title: 'Правило доступу до ліфтів: %{name}',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва',
      description: 'Опис',
      user_ids: 'Користувачі',
      domain_ids: 'Групи',
      elevators: { _: 'Ліфти з поверхами', elevator_id: 'Ліфт', floors: 'Поверхи' },
      elevator_ids: 'Ліфти',
    },
    help: { domain_ids: 'Діє для користувачів цих груп і груп нижче них' },
    enums: {},
    commands: {},
  },
});
