import type { announcePage as english } from './announce-page.en';

/** Страница объявления для получателя и результаты опросов (ru). */
export const announcePage: typeof english = {
  title: 'Объявление',
  submit: 'Отправить ответы',
  thanks: 'Спасибо, ваши ответы сохранены.',
  answered: 'Вы ответили %{date}.',
  closed: 'Опрос больше не принимает ответы.',
  own_answer: 'Свой ответ',
  results: {
    title: 'Объявления и опросы',
    poll: 'Опрос',
    none: 'Опросов пока нет.',
    answered: 'Ответили %{answered} из %{recipients} получателей',
    votes: 'Ответы',
    own_answers: 'Свои ответы',
    no_own_answers: 'Своих ответов пока нет.',
  },
};
