import { amenity } from '../../schemas/amenity';
import { amenityReservation } from '../../schemas/amenity-reservation';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

const DAYS = {
  en: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  ru: { mon: 'Пн', tue: 'Вт', wed: 'Ср', thu: 'Чт', fri: 'Пт', sat: 'Сб', sun: 'Вс' },
  uk: { mon: 'Пн', tue: 'Вт', wed: 'Ср', thu: 'Чт', fri: 'Пт', sat: 'Сб', sun: 'Нд' },
};

export const amenityStrings = entityStrings(amenity, {
  en: {
    name: 'Amenity |||| Amenities',
    add_title: 'New amenity',
    edit_title: 'Amenity: %{name}',
    empty: 'No amenities yet.',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name', address: 'Address', description: 'Description', domains: 'Groups', access_rules: 'Access rules',
      number_of_persons: { _: 'Persons', min: 'At least, per reservation', max: 'At most at once' },
      time_slots: { _: 'Time slots', duration: 'Slot length, seconds', items: { _: 'When it can be reserved', days: 'Days', from: 'From', to: 'To' } },
      image: 'Image', terms_of_use: 'Terms of use',
    },
    help: {
      domains: 'Residents of these groups and the groups below them may reserve it',
      access_rules: 'The doors a reservation opens during its slots',
      time_slots: { duration: 'Each window is cut into slots of this length (3,600: an hour)' },
      image: 'PNG, JPEG or WebP, up to 5,120 kb',
      terms_of_use: 'PDF, up to 10,240 kb',
    },
    enums: { time_slots: { items: { days: DAYS.en } } },
    commands: {},
    messages: {
      from_below_to: 'From must be below to',
      slots_intersect: 'Slots must not intersect',
      at_least_one_day: 'At least one day',
      slot_duration_multiple: 'The slot length must be a multiple of the duration',
      persons_min_above_max: 'At most must not be below at least',
    },
  },
  ru: {
    name: 'Объект |||| Объекты',
    add_title: 'Новый объект',
    edit_title: 'Объект: %{name}',
    empty: 'Объектов пока нет.',
    fields: {
      ...recordFieldLabels.ru,
      name: 'Название', address: 'Адрес', description: 'Описание', domains: 'Группы', access_rules: 'Правила доступа',
      number_of_persons: { _: 'Человек', min: 'Не меньше, на бронирование', max: 'Не больше одновременно' },
      time_slots: { _: 'Временные интервалы', duration: 'Длина интервала, секунд', items: { _: 'Когда можно бронировать', days: 'Дни', from: 'С', to: 'До' } },
      image: 'Изображение', terms_of_use: 'Правила пользования',
    },
    help: {
      domains: 'Жители этих групп и групп ниже могут его бронировать',
      access_rules: 'Двери, которые открывает бронирование в свои интервалы',
      time_slots: { duration: 'Каждое окно делится на интервалы этой длины (3600: час)' },
      image: 'PNG, JPEG или WebP, не больше 5120 КБ',
      terms_of_use: 'PDF, не больше 10 240 КБ',
    },
    enums: { time_slots: { items: { days: DAYS.ru } } },
    commands: {},
    messages: {
      from_below_to: 'Начало должно быть раньше конца',
      slots_intersect: 'Интервалы не должны пересекаться',
      at_least_one_day: 'Хотя бы один день',
      slot_duration_multiple: 'Длина окна должна быть кратна длине интервала',
      persons_min_above_max: '«Не больше» не может быть меньше «не меньше»',
    },
  },
  uk: {
    name: 'Об’єкт |||| Об’єкти',
    add_title: 'Новий об’єкт',
    edit_title: 'Об’єкт: %{name}',
    empty: 'Об’єктів поки немає.',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва', address: 'Адреса', description: 'Опис', domains: 'Групи', access_rules: 'Правила доступу',
      number_of_persons: { _: 'Осіб', min: 'Не менше, на бронювання', max: 'Не більше одночасно' },
      time_slots: { _: 'Часові інтервали', duration: 'Довжина інтервалу, секунд', items: { _: 'Коли можна бронювати', days: 'Дні', from: 'З', to: 'До' } },
      image: 'Зображення', terms_of_use: 'Правила користування',
    },
    help: {
      domains: 'Мешканці цих груп і груп нижче можуть його бронювати',
      access_rules: 'Двері, які відчиняє бронювання у свої інтервали',
      time_slots: { duration: 'Кожне вікно ділиться на інтервали цієї довжини (3600: година)' },
      image: 'PNG, JPEG або WebP, не більше 5120 КБ',
      terms_of_use: 'PDF, не більше 10 240 КБ',
    },
    enums: { time_slots: { items: { days: DAYS.uk } } },
    commands: {},
    messages: {
      from_below_to: 'Початок має бути раніше кінця',
      slots_intersect: 'Інтервали не повинні перетинатися',
      at_least_one_day: 'Хоча б один день',
      slot_duration_multiple: 'Довжина вікна має бути кратною довжині інтервалу',
      persons_min_above_max: '«Не більше» не може бути менше за «не менше»',
    },
  },
});

const STATUS = {
  en: { reserved: 'Reserved', active: 'Active', expired: 'Completed', inactive: 'Not used', canceled: 'Canceled' },
  ru: { reserved: 'Забронировано', active: 'Идёт', expired: 'Завершено', inactive: 'Не использовано', canceled: 'Отменено' },
  uk: { reserved: 'Заброньовано', active: 'Триває', expired: 'Завершено', inactive: 'Не використано', canceled: 'Скасовано' },
};

export const amenityReservationStrings = entityStrings(amenityReservation, {
  en: {
    name: 'Reservation |||| Reservations',
    add_title: 'New reservation',
    edit_title: 'Reservation: %{name}',
    empty: 'No reservations yet.',
    fields: {
      ...recordFieldLabels.en,
      amenity_id: 'Amenity', date: 'Date', user_id: 'Holder', number_of_persons: 'Persons', time_slots: { _: 'Time slots', from: 'From', to: 'To' },
      identifier_id: 'Identifier', status: 'Status', starts_at: 'Starts', ends_at: 'Ends', domains: 'Groups',
    },
    help: { user_id: 'Empty: you', identifier_id: "One of the holder's identifiers, if it should open the doors" },
    enums: { status: STATUS.en },
    commands: { cancel: { label: 'Cancel reservation', done: 'Reservation canceled', confirm: 'Cancel the reservation of %{name}?' } },
  },
  ru: {
    name: 'Бронирование |||| Бронирования',
    add_title: 'Новое бронирование',
    edit_title: 'Бронирование: %{name}',
    empty: 'Бронирований пока нет.',
    fields: {
      ...recordFieldLabels.ru,
      amenity_id: 'Объект', date: 'Дата', user_id: 'Владелец', number_of_persons: 'Человек', time_slots: { _: 'Интервалы', from: 'С', to: 'До' },
      identifier_id: 'Идентификатор', status: 'Статус', starts_at: 'Начало', ends_at: 'Конец', domains: 'Группы',
    },
    help: { user_id: 'Пусто: вы', identifier_id: 'Один из идентификаторов владельца, если он должен открывать двери' },
    enums: { status: STATUS.ru },
    commands: { cancel: { label: 'Отменить бронирование', done: 'Бронирование отменено', confirm: 'Отменить бронирование на %{name}?' } },
  },
  uk: {
    name: 'Бронювання |||| Бронювання',
    add_title: 'Нове бронювання',
    edit_title: 'Бронювання: %{name}',
    empty: 'Бронювань поки немає.',
    fields: {
      ...recordFieldLabels.uk,
      amenity_id: 'Об’єкт', date: 'Дата', user_id: 'Власник', number_of_persons: 'Осіб', time_slots: { _: 'Інтервали', from: 'З', to: 'До' },
      identifier_id: 'Ідентифікатор', status: 'Статус', starts_at: 'Початок', ends_at: 'Кінець', domains: 'Групи',
    },
    help: { user_id: 'Порожньо: ви', identifier_id: 'Один з ідентифікаторів власника, якщо він має відчиняти двері' },
    enums: { status: STATUS.uk },
    commands: { cancel: { label: 'Скасувати бронювання', done: 'Бронювання скасовано', confirm: 'Скасувати бронювання на %{name}?' } },
  },
});
