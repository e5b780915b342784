import type { Messages } from './en';
import { resources } from './resources.ru';

/** Russian. */
export const ru: Messages = {
  resources,
  validation: {
    max_length: 'Максимальная длина %{length} символов',
    min_length: 'Минимальная длина %{length} символов',
    required: 'Обязательное поле',
    email: 'Значение должно быть e-mail',
    url_or_ip: 'Значение должно быть корректным URL или IP',
    number: 'Значение должно быть числом',
    wrong_type: 'Неверный тип значения',
    wrong_format: 'Неверный формат',
    less_than: 'Значение должно быть не больше %{max}',
    greater_than: 'Значение должно быть не меньше %{min}',
    max_items: 'Не более %{count} элементов',
    min_items: 'Не менее %{count} элементов',
    unknown_field: 'Неизвестное поле',
    invalid_value: 'Недопустимое значение',
    unique: 'Значение должно быть уникальным',
    phone: 'Телефон должен быть в международном формате',
    device_login: 'Только буквы, цифры и _ . @ -, от 1 до 31 символа',
    digits: 'Только цифры',
    at_least_one_group: 'Пользователь должен входить хотя бы в одну группу',
    check_fields: 'Проверьте данные полей',
  },
  errors: {
    http: {
      'not found': 'Не найдено',
      'invalid credentials': 'Неверный логин/пароль',
      unauthenticated: 'Сеанс завершён, войдите снова',
      'invalid token': 'Ссылка устарела или неверна.',
      'invalid data sent': 'Неверные параметры',
      'method or action prohibited': 'Действие невозможно',
      'value not unique': 'Значение должно быть уникальным',
      'wrong old password': 'Неверный старый пароль',
      'cannot delete a group with users or devices': 'Нельзя удалить группу, в которой есть пользователи или устройства',
      'group hierarchy violation': 'Группу нельзя переместить внутрь неё самой',
      'cannot remove current user from their only group': 'Нельзя удалить себя из своей единственной группы',
      'invalid related entity sent': 'Передана неверная связанная сущность: %{entities}',
      'internal error': 'Ошибка выполнения действия. Обратитесь в поддержку.',
    },
    default: 'Ошибка выполнения действия. Обратитесь в поддержку.',
  },
};
