import type { Messages } from './en';
import { resources } from './resources.uk';

/** Ukrainian. */
export const uk: Messages = {
  resources,
  validation: {
    max_length: 'Максимальна довжина %{length} символів',
    min_length: 'Мінімальна довжина %{length} символів',
    required: 'Обовʼязкове поле',
    email: 'Значення має бути e-mail',
    url_or_ip: 'Значення має бути коректним URL або IP',
    number: 'Значення має бути числом',
    wrong_type: 'Невірний тип значення',
    wrong_format: 'Невірний формат',
    less_than: 'Значення має бути не більше %{max}',
    greater_than: 'Значення має бути не менше %{min}',
    max_items: 'Не більше %{count} елементів',
    min_items: 'Не менше %{count} елементів',
    unknown_field: 'Невідоме поле',
    invalid_value: 'Неприпустиме значення',
    unique: 'Значення має бути унікальним',
    phone: 'Телефон має бути в міжнародному форматі',
    device_login: 'Лише літери, цифри та _ . @ -, від 1 до 31 символу',
    digits: 'Лише цифри',
    at_least_one_group: 'Користувач має входити хоча б до однієї групи',
    check_fields: 'Перевірте дані полів',
  },
  errors: {
    http: {
      'not found': 'Не знайдено',
      'invalid credentials': 'Невірний логін/пароль',
      unauthenticated: 'Сеанс завершено, увійдіть знову',
      'invalid token': 'Посилання застаріле або невірне.',
      'invalid data sent': 'Невірні параметри',
      'method or action prohibited': 'Дія неможлива',
      'value not unique': 'Значення має бути унікальним',
      'wrong old password': 'Невірний старий пароль',
      'cannot delete a group with users or devices': 'Не можна видалити групу, в якій є користувачі або пристрої',
      'group hierarchy violation': 'Групу не можна перемістити всередину неї самої',
      'cannot remove current user from their only group': 'Не можна видалити себе з єдиної своєї групи',
      'invalid related entity sent': 'Передано невірну повʼязану сутність: %{entities}',
      'internal error': 'Помилка виконання дії. Зверніться до підтримки.',
    },
    default: 'Помилка виконання дії. Зверніться до підтримки.',
  },
};
