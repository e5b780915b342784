/** The poll editor of an announcement's form (ru). */
import type { pollEditor as en } from './poll-editor.en';

export const pollEditor: typeof en = {
  questions: 'Вопросы',
  question_n: 'Вопрос %{n}',
  text: 'Текст вопроса',
  answer_n: 'Ответ %{n}',
  add_question: 'Добавить вопрос',
  add_answer: 'Добавить ответ',
  remove_question: 'Удалить вопрос %{n}',
  remove_answer: 'Удалить ответ %{n}',
  none: 'Вопросов пока нет: добавьте первый.',
};
