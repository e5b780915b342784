import type { announcePage as english } from './announce-page.en';

/** Сторінка оголошення для одержувача та результати опитувань (uk). */
export const announcePage: typeof english = {
  title: 'Оголошення',
  submit: 'Надіслати відповіді',
  thanks: 'Дякуємо, ваші відповіді збережено.',
  answered: 'Ви відповіли %{date}.',
  closed: 'Опитування більше не приймає відповідей.',
  own_answer: 'Власна відповідь',
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
