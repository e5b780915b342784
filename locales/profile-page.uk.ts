/** Сторінка профілю: особисті дані, відображення, фото, пароль (uk). */
import type { profilePage as english } from './profile-page.en';

export const profilePage: typeof english = {
  title: 'Профіль',
  sections: {
    personal: 'Особисті дані',
    display: 'Відображення',
  },
  fields: {
    name: 'Імʼя',
    email: 'Ел. пошта',
    phone: 'Телефон',
    address: 'Адреса',
    country: 'Країна',
    time_zone: 'Часовий пояс',
    identifier_format: 'Формат відображення ідентифікаторів',
    time_format: 'Формат дати й часу',
    locale: 'Мова',
  },
  identifier_formats: {
    dec: 'Десятковий',
    hex: 'Шістнадцятковий',
  },
  login: 'Логін: %{login}',
  role: 'Роль: %{role}',
  save: 'Зберегти',
  saved: 'Профіль збережено',
  avatar: {
    alt: 'Аватар',
    upload: 'Завантажити фото',
    remove: 'Видалити фото',
    crop_title: 'Обрізання фото',
    zoom: 'Масштаб',
    save: 'Зберегти фото',
    uploaded: 'Фото збережено',
    removed: 'Фото видалено',
    not_image: 'Обирайте лише файли зображень',
  },
  password: {
    change: 'Змінити пароль',
    title: 'Зміна пароля',
    old: 'Поточний пароль',
    new: 'Новий пароль',
    repeat: 'Повторіть новий пароль',
    save: 'Змінити',
    changed: 'Пароль змінено',
  },
};
