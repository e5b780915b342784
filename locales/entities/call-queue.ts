import { callQueue } from '../../schemas/call-queue';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const callQueueStrings = entityStrings(callQueue, {
  en: {
    name: 'Call queue |||| Call queues',
    add_title: 'New call queue',
    edit_title: 'Call queue: %{name}',
    empty: 'No call queues yet.',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name', members: 'Numbers', strategy: 'Ringing', member_timeout: 'Each number rings for, seconds', max_wait: 'Caller waits at most, seconds',
    },
    help: {
      members: 'The numbers that answer the queue, in order',
      max_wait: "Then the number's forward rules, if any, or the call ends",
    },
    enums: { strategy: { ring_all: 'All at once', in_order: 'One by one, from the first', round_robin: 'One by one, taking turns' } },
    commands: {},
  },
  ru: {
    name: 'Очередь вызовов |||| Очереди вызовов',
    add_title: 'Новая очередь вызовов',
    edit_title: 'Очередь вызовов: %{name}',
    empty: 'Очередей вызовов пока нет.',
    fields: {
      ...recordFieldLabels.ru,
      name: 'Название', members: 'Номера', strategy: 'Порядок вызова', member_timeout: 'Каждый номер звонит, секунд', max_wait: 'Звонящий ждёт не дольше, секунд',
    },
    help: {
      members: 'Номера, которые отвечают очереди, по порядку',
      max_wait: 'Затем правила переадресации номера, если есть, или вызов завершается',
    },
    enums: { strategy: { ring_all: 'Все сразу', in_order: 'По одному, с первого', round_robin: 'По одному, по очереди' } },
    commands: {},
  },
  uk: {
    name: 'Черга викликів |||| Черги викликів',
    add_title: 'Нова черга викликів',
    edit_title: 'Черга викликів: %{name}',
    empty: 'Черг викликів поки немає.',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва', members: 'Номери', strategy: 'Порядок виклику', member_timeout: 'Кожен номер дзвонить, секунд', max_wait: 'Абонент чекає не довше, секунд',
    },
    help: {
      members: 'Номери, що відповідають черзі, по порядку',
      max_wait: 'Потім правила переадресації номера, якщо є, або виклик завершується',
    },
    enums: { strategy: { ring_all: 'Усі одразу', in_order: 'По одному, з першого', round_robin: 'По одному, по черзі' } },
    commands: {},
  },
});
