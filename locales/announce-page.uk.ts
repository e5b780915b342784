import type { announcePage as english } from './announce-page.en';

/** Сторінка оголошення для одержувача та результати опитувань (uk). */
export const announcePage: typeof english = {
  title: 'Оголошення',
  submit: 'Надіслати відповіді',
  thanks: 'Дякуємо, ваші відповіді збережено.',
  answered: 'Ви відповіли %{date}.',
  closed: 'Опитування більше не приймає відповідей.',
  own_answer: 'Власна відповідь',
  editor: {
    questions: 'Питання',
    question_n: 'Питання %{n}',
    text: 'Текст питання',
    answer_n: 'Відповідь %{n}',
    add_question: 'Додати питання',
    add_answer: 'Додати відповідь',
    remove_question: 'Видалити питання %{n}',
    remove_answer: 'Видалити відповідь %{n}',
    none: 'Питань поки немає: додайте перше.',
  },
  results: {
    title: 'Оголошення та опитування',
    poll: 'Опитування',
    none: 'Опитувань поки немає.',
    answered: 'Відповіли %{answered} з %{recipients} одержувачів',
    votes: 'Відповіді',
    own_answers: 'Власні відповіді',
    no_own_answers: 'Власних відповідей поки немає.',
  },
};
