import type { conversationPage as english } from './conversation-page.en';

export const conversationPage: typeof english = {
  title: 'Переписка',
  open: 'Открыть переписку',
  write: 'Напишите сообщение',
  send: 'Отправить',
  none: 'Сообщений пока нет.',
};
