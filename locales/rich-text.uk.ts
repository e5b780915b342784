import type { richText as english } from './rich-text.en';

export const richText: typeof english = {
  toolbar: 'Оформлення',
  bold: 'Жирний',
  italic: 'Курсив',
  underline: 'Підкреслений',
  strike: 'Закреслений',
  heading: 'Заголовок',
  bullet_list: 'Маркований список',
  ordered_list: 'Нумерований список',
  quote: 'Цитата',
  link: 'Посилання',
};
