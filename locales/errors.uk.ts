/** Error texts (uk): errors.http is keyed by the server's lowercased message (server/errors.ts), 001 §8. */
import type { errors as english } from './errors.en';

export const errors: typeof english = {
  http: {
    'not found': 'Не знайдено',
    'invalid credentials': 'Невірний логін/пароль',
    unauthenticated: 'Сеанс завершено, увійдіть знову',
    'invalid token': 'Посилання застаріле або невірне.',
    'invalid data sent': 'Невірні параметри',
    'method or action prohibited': 'Дія неможлива',
    'too many attempts, try again later': 'Забагато спроб. Спробуйте пізніше.',
    'access from this address is blocked': 'Доступ з цієї адреси заблоковано.',
    'value not unique': 'Значення має бути унікальним',
    'wrong old password': 'Невірний старий пароль',
    'cannot delete a group with users or devices': 'Не можна видалити групу, в якій є користувачі або пристрої',
    'group hierarchy violation': 'Групу не можна перемістити всередину неї самої',
    'cannot remove current user from their only group': 'Не можна видалити себе з єдиної своєї групи',
    'invalid related entity sent': 'Передано невірну повʼязану сутність: %{entities}',
    'internal error': 'Помилка виконання дії. Зверніться до підтримки.',
  },
  default: 'Помилка виконання дії. Зверніться до підтримки.',
  timeout: 'Сервер не відповів вчасно. Спробуйте ще раз.',
  network: 'Немає звʼязку з сервером. Перевірте підключення та спробуйте ще раз.',
  not_all_deleted: 'Видалено %{deleted} з %{total}: решта використовуються або недоступні вам.',
};
