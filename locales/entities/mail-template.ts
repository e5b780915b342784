import { mailTemplate } from '../../schemas/mail-template';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const mailTemplateStrings = entityStrings(mailTemplate, {
  en: {
    name: 'Mail template |||| Mail templates',
    add_title: 'New mail template',
    edit_title: 'Mail template: %{name}',
    empty: 'No mail templates: the built-in texts are sent.',
    fields: { ...recordFieldLabels.en, mail_type_id: 'Mail type', subject: 'Subject', body: 'Text', domain_id: 'Group' },
    help: {
      body: 'Placeholders: %{name}, %{project}, %{link}, %{code}, %{login}; the e-mail\'s own ones are required',
      domain_id: 'Empty: the whole project\'s template',
    },
    enums: {
      mail_type_id: { registration_confirm: 'Registration', self_registration_code: 'Self-registration code', invitation: 'Invitation', password_reset: 'Password recovery', announcement: 'Announcement' },
    },
    commands: {},
  },
  ru: {
    name: 'Шаблон письма |||| Шаблоны писем',
    add_title: 'Новый шаблон письма',
    edit_title: 'Шаблон письма: %{name}',
    empty: 'Шаблонов нет: отправляются встроенные тексты.',
    fields: { ...recordFieldLabels.ru, mail_type_id: 'Тип письма', subject: 'Тема', body: 'Текст', domain_id: 'Группа' },
    help: {
      body: 'Подстановки: %{name}, %{project}, %{link}, %{code}, %{login}; собственные подстановки письма обязательны',
      domain_id: 'Пусто: шаблон всего проекта',
    },
    enums: {
      mail_type_id: { registration_confirm: 'Регистрация', self_registration_code: 'Код самостоятельной регистрации', invitation: 'Приглашение', password_reset: 'Восстановление пароля', announcement: 'Объявление' },
    },
    commands: {},
  },
  uk: {
    name: 'Шаблон листа |||| Шаблони листів',
    add_title: 'Новий шаблон листа',
    edit_title: 'Шаблон листа: %{name}',
    empty: 'Шаблонів немає: надсилаються вбудовані тексти.',
    fields: { ...recordFieldLabels.uk, mail_type_id: 'Тип листа', subject: 'Тема', body: 'Текст', domain_id: 'Група' },
    help: {
      body: 'Підстановки: %{name}, %{project}, %{link}, %{code}, %{login}; власні підстановки листа обовʼязкові',
      domain_id: 'Порожньо: шаблон усього проєкту',
    },
    enums: {
      mail_type_id: { registration_confirm: 'Реєстрація', self_registration_code: 'Код самостійної реєстрації', invitation: 'Запрошення', password_reset: 'Відновлення пароля', announcement: 'Оголошення' },
    },
    commands: {},
  },
});
