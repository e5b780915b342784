import { accessControlEvent } from '../../schemas/access-control-event';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const accessControlEventStrings = entityStrings(accessControlEvent, {
  en: {
    name: 'Access-control event |||| Access-control events',
    menu: 'Access control events',
    add_title: 'New access-control event',
    edit_title: 'Access-control event %{name}',
    fields: { ...recordFieldLabels.en, identifier_id: 'Identifier', user_id: 'User', device_id: 'Device', domain_id: 'Group', decision: 'Decision', reason: 'Reason', at: 'Time' },
    enums: {
      decision: { allowed: 'Allowed', denied: 'Denied' },
      reason: {
        allowed_by_rule: 'Allowed by a rule', allowed_by_reservation: 'Allowed by a reservation', prohibited_by_rule: 'Denied by a prohibition', outside_schedule: 'Outside the schedule', no_rule: 'No access rule',
        identifier_inactive: 'Identifier inactive', identifier_revoked: 'Identifier revoked', period_expired: 'Identifier period expired',
        not_yet_valid: 'Identifier not valid yet', passes_exhausted: 'Passes used up', unlicensed: 'Identifier type not licensed', opened_by_call: 'Opened during a call',
        unknown_identifier: 'Unknown identifier', validation_throttled: 'Too many checks from the device',
      },
    },
    commands: {},
  },
  ru: {
    name: 'Событие контроля доступа |||| События контроля доступа',
    menu: 'События СКУД',
    add_title: 'Новое событие контроля доступа',
    edit_title: 'Событие контроля доступа %{name}',
    fields: { ...recordFieldLabels.ru, identifier_id: 'Идентификатор', user_id: 'Пользователь', device_id: 'Устройство', domain_id: 'Группа', decision: 'Решение', reason: 'Причина', at: 'Время' },
    enums: {
      decision: { allowed: 'Разрешено', denied: 'Запрещено' },
      reason: {
        allowed_by_rule: 'Разрешено правилом', allowed_by_reservation: 'Разрешено бронированием', opened_by_call: 'Открыто во время вызова', prohibited_by_rule: 'Запрещено запретом', outside_schedule: 'Вне расписания', no_rule: 'Нет правила доступа',
        identifier_inactive: 'Идентификатор неактивен', identifier_revoked: 'Идентификатор отозван', period_expired: 'Срок идентификатора истёк',
        not_yet_valid: 'Идентификатор ещё не действует', passes_exhausted: 'Проходы исчерпаны', unlicensed: 'Тип идентификатора не лицензирован',
        unknown_identifier: 'Неизвестный идентификатор', validation_throttled: 'Слишком много проверок от устройства',
      },
    },
    commands: {},
  },
  uk: {
    name: 'Подія контролю доступу |||| Події контролю доступу',
    menu: 'Події СКД',
    add_title: 'Нова подія контролю доступу',
    edit_title: 'Подія контролю доступу %{name}',
    fields: { ...recordFieldLabels.uk, identifier_id: 'Ідентифікатор', user_id: 'Користувач', device_id: 'Пристрій', domain_id: 'Група', decision: 'Рішення', reason: 'Причина', at: 'Час' },
    enums: {
      decision: { allowed: 'Дозволено', denied: 'Заборонено' },
      reason: {
        allowed_by_rule: 'Дозволено правилом', allowed_by_reservation: 'Дозволено бронюванням', opened_by_call: 'Відчинено під час виклику', prohibited_by_rule: 'Заборонено забороною', outside_schedule: 'Поза розкладом', no_rule: 'Немає правила доступу',
        identifier_inactive: 'Ідентифікатор неактивний', identifier_revoked: 'Ідентифікатор відкликано', period_expired: 'Термін ідентифікатора минув',
        not_yet_valid: 'Ідентифікатор ще не діє', passes_exhausted: 'Проходи вичерпано', unlicensed: 'Тип ідентифікатора не ліцензовано',
        unknown_identifier: 'Невідомий ідентифікатор', validation_throttled: 'Забагато перевірок від пристрою',
      },
    },
    commands: {},
  },
});
