/** Error texts (ru): errors.http is keyed by the server's lowercased message (server/errors.ts), 001 §8. */
import type { errors as english } from './errors.en';

export const errors: typeof english = {
  http: {
    'not found': 'Не найдено',
    'invalid credentials': 'Неверный логин/пароль',
    unauthenticated: 'Сеанс завершён, войдите снова',
    'invalid token': 'Ссылка устарела или неверна.',
    'invalid data sent': 'Неверные параметры',
    'method or action prohibited': 'Действие невозможно',
    'too many attempts, try again later': 'Слишком много попыток. Повторите позже.',
    'access from this address is blocked': 'Доступ с этого адреса заблокирован.',
    'value not unique': 'Значение должно быть уникальным',
    'wrong old password': 'Неверный старый пароль',
    'cannot delete a group with users or devices': 'Нельзя удалить группу, в которой есть пользователи или устройства',
    'group hierarchy violation': 'Группу нельзя переместить внутрь неё самой',
    'cannot remove current user from their only group': 'Нельзя удалить себя из своей единственной группы',
    'invalid related entity sent': 'Передана неверная связанная сущность: %{entities}',
    'internal error': 'Ошибка выполнения действия. Обратитесь в поддержку.',
  },
  default: 'Ошибка выполнения действия. Обратитесь в поддержку.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  network: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  not_all_deleted: 'Удалено %{deleted} из %{total}: остальные используются или недоступны вам.',
};
