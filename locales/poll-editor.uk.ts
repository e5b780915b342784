/** The poll editor of an announcement's form (uk). */
import type { pollEditor as en } from './poll-editor.en';

export const pollEditor: typeof en = {
  questions: 'Питання',
  question_n: 'Питання %{n}',
  text: 'Текст питання',
  answer_n: 'Відповідь %{n}',
  add_question: 'Додати питання',
  add_answer: 'Додати відповідь',
  remove_question: 'Видалити питання %{n}',
  remove_answer: 'Видалити відповідь %{n}',
  none: 'Питань поки немає: додайте перше.',
};
