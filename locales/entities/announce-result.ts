import { announceResult } from '../../schemas/announce-result';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const announceResultStrings = entityStrings(announceResult, {
  en: {
    name: 'Poll result |||| Poll results',
    edit_title: 'Result: %{name}',
    empty: 'No poll has results yet.',
    fields: { ...recordFieldLabels.en, announce_id: 'Poll', question: 'Question no.', question_text: 'Question', answer: 'Answer no.', answer_text: 'Answer', count: 'Chosen by' },
    enums: {},
    commands: {},
  },
  ru: {
    name: 'Результат опроса |||| Результаты опросов',
    edit_title: 'Результат: %{name}',
    empty: 'Результатов опросов пока нет.',
    fields: { ...recordFieldLabels.ru, announce_id: 'Опрос', question: '№ вопроса', question_text: 'Вопрос', answer: '№ ответа', answer_text: 'Ответ', count: 'Выбрали' },
    enums: {},
    commands: {},
  },
  uk: {
    name: 'Результат опитування |||| Результати опитувань',
    edit_title: 'Результат: %{name}',
    empty: 'Результатів опитувань поки немає.',
    fields: { ...recordFieldLabels.uk, announce_id: 'Опитування', question: '№ питання', question_text: 'Питання', answer: '№ відповіді', answer_text: 'Відповідь', count: 'Обрали' },
    enums: {},
    commands: {},
  },
});
