import { conversation } from '../../schemas/conversation';
import { conversationMessage } from '../../schemas/conversation-message';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const conversationStrings = entityStrings(conversation, {
  en: {
    name: 'Conversation |||| Conversations',
    add_title: 'New conversation',
    edit_title: 'Conversation: %{name}',
    empty: 'No conversations yet.',
    empty_hint: 'A conversation appears here when someone starts one with you.',
    fields: { ...recordFieldLabels.en, subject: 'Subject', interlocutor: 'With', message: 'Message', last_message_at: 'Last message' },
    enums: {},
    commands: {},
    related: { messages: 'Messages' },
  },
  ru: {
    name: 'Переписка |||| Переписки',
    add_title: 'Новая переписка',
    edit_title: 'Переписка: %{name}',
    empty: 'Переписок пока нет.',
    empty_hint: 'Переписка появится здесь, когда кто-нибудь начнёт её с вами.',
    fields: { ...recordFieldLabels.ru, subject: 'Тема', interlocutor: 'С кем', message: 'Сообщение', last_message_at: 'Последнее сообщение' },
    enums: {},
    commands: {},
    related: { messages: 'Сообщения' },
  },
  uk: {
    name: 'Листування |||| Листування',
    add_title: 'Нове листування',
    edit_title: 'Листування: %{name}',
    empty: 'Листувань поки немає.',
    empty_hint: "Листування з'явиться тут, коли хтось розпочне його з вами.",
    fields: { ...recordFieldLabels.uk, subject: 'Тема', interlocutor: 'З ким', message: 'Повідомлення', last_message_at: 'Останнє повідомлення' },
    enums: {},
    commands: {},
    related: { messages: 'Повідомлення' },
  },
});

export const conversationMessageStrings = entityStrings(conversationMessage, {
  en: { name: 'Message |||| Messages', add_title: 'New message', edit_title: 'Message', fields: { ...recordFieldLabels.en, created_by: 'From', conversation_id: 'Conversation', text: 'Text' }, enums: {}, commands: {} },
  ru: { name: 'Сообщение |||| Сообщения', add_title: 'Новое сообщение', edit_title: 'Сообщение', fields: { ...recordFieldLabels.ru, created_by: 'От кого', conversation_id: 'Переписка', text: 'Текст' }, enums: {}, commands: {} },
  uk: { name: 'Повідомлення |||| Повідомлення', add_title: 'Нове повідомлення', edit_title: 'Повідомлення', fields: { ...recordFieldLabels.uk, created_by: 'Від кого', conversation_id: 'Листування', text: 'Текст' }, enums: {}, commands: {} },
});
