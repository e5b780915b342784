/** Страница профиля: личные данные, отображение, фото, пароль (ru). */
import type { profilePage as english } from './profile-page.en';

export const profilePage: typeof english = {
  title: 'Профиль',
  sections: {
    personal: 'Личные данные',
    display: 'Отображение',
  },
  fields: {
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон',
    address: 'Адрес',
    country: 'Страна',
    time_zone: 'Часовой пояс',
    identifier_format: 'Формат отображения идентификаторов',
    time_format: 'Формат даты и времени',
    locale: 'Язык',
  },
  identifier_formats: {
    dec: 'Десятичный',
    hex: 'Шестнадцатеричный',
  },
  login: 'Логин: %{login}',
  role: 'Роль: %{role}',
  save: 'Сохранить',
  saved: 'Профиль сохранён',
  avatar: {
    alt: 'Аватар',
    upload: 'Загрузить фото',
    remove: 'Удалить фото',
    crop_title: 'Обрезка фото',
    zoom: 'Масштаб',
    save: 'Сохранить фото',
    uploaded: 'Фото сохранено',
    removed: 'Фото удалено',
    not_image: 'Выбирайте только файлы изображений',
  },
  password: {
    change: 'Сменить пароль',
    title: 'Смена пароля',
    old: 'Текущий пароль',
    new: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    save: 'Сменить',
    changed: 'Пароль изменён',
  },
};
