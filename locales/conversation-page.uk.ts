import type { conversationPage as english } from './conversation-page.en';

export const conversationPage: typeof english = {
  title: 'Листування',
  open: 'Відкрити листування',
  write: 'Напишіть повідомлення',
  send: 'Надіслати',
  none: 'Повідомлень поки немає.',
};
