import type { richText as english } from './rich-text.en';

export const richText: typeof english = {
  toolbar: 'Оформление',
  bold: 'Полужирный',
  italic: 'Курсив',
  underline: 'Подчёркнутый',
  strike: 'Зачёркнутый',
  heading: 'Заголовок',
  bullet_list: 'Маркированный список',
  ordered_list: 'Нумерованный список',
  quote: 'Цитата',
  link: 'Ссылка',
};
