import { forwardRule } from '../../schemas/forward-rule';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const forwardRuleStrings = entityStrings(forwardRule, {
  en: {
    name: 'Forward rule |||| Forward rules',
    add_title: 'New forward rule',
    edit_title: 'Forward rule: %{name}',
    empty: 'No forward rules yet.',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name',
      queues: { _: 'Queues', numbers: 'Numbers rung at once' },
      redirect_if_no_answer: { _: 'When nobody answers', is_immediately: 'Forward at once', timeout: 'Ring for, seconds' },
      redirect_if_error: { _: 'When busy or failing', enabled: 'Go to the next queue', timeout: 'Wait, seconds' },
    },
    help: { queues: 'Tried one after the other; the numbers of a queue ring together' },
    enums: {},
    commands: {},
  },
  ru: {
    name: 'Правило переадресации |||| Правила переадресации',
    add_title: 'Новое правило переадресации',
    edit_title: 'Правило переадресации: %{name}',
    empty: 'Правил переадресации пока нет.',
    fields: {
      ...recordFieldLabels.ru,
      name: 'Название',
      queues: { _: 'Очереди', numbers: 'Номера, вызываемые вместе' },
      redirect_if_no_answer: { _: 'Если никто не отвечает', is_immediately: 'Переадресовать сразу', timeout: 'Звонить, секунд' },
      redirect_if_error: { _: 'Если занято или ошибка', enabled: 'Перейти к следующей очереди', timeout: 'Ждать, секунд' },
    },
    help: { queues: 'Пробуются по очереди; номера одной очереди звонят одновременно' },
    enums: {},
    commands: {},
  },
  uk: {
    name: 'Правило переадресації |||| Правила переадресації',
    add_title: 'Нове правило переадресації',
    edit_title: 'Правило переадресації: %{name}',
    empty: 'Правил переадресації поки немає.',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва',
      queues: { _: 'Черги', numbers: 'Номери, що дзвонять разом' },
      redirect_if_no_answer: { _: 'Якщо ніхто не відповідає', is_immediately: 'Переадресувати одразу', timeout: 'Дзвонити, секунд' },
      redirect_if_error: { _: 'Якщо зайнято або помилка', enabled: 'Перейти до наступної черги', timeout: 'Чекати, секунд' },
    },
    help: { queues: 'Пробуються по черзі; номери однієї черги дзвонять одночасно' },
    enums: {},
    commands: {},
  },
});
