/**
 * The demo project's words in each console language (issue 34: a demo started in Russian showed English
 * roles, groups and device names). `npm start` seeds it in DEMO_LANGUAGE (README "Quick start"); the
 * seeders take every name and sentence from here and find the records they made by these same names.
 */
import type { DEVICE_TYPES } from '../../schemas/device';

// Read with the configuration (DEMO_LANGUAGE), which imports no feature.
import type { DemoLanguage } from '../config';

export { DEMO_LANGUAGES, type DemoLanguage, demoLanguageOf } from '../config';

export type DemoRole = 'groupAdministrator' | 'dealer' | 'resident' | 'concierge' | 'auditor';
type DeviceType = (typeof DEVICE_TYPES)[number];
type IdentifierKind = 'card' | 'guestCard' | 'ukey' | 'ukey2' | 'code' | 'qr' | 'car' | 'face';

const en = {
  /** The demo users' (and the administrator's) profile language: the console speaks it once they sign in. */
  locale: 'en' as DemoLanguage,
  // The installation's own administrator and role (server/bootstrap.ts), named again in the demo's language.
  administrator: { name: 'Administrator', role: { name: 'System administrator', description: 'Every permission in the catalogue' } },
  roles: {
    groupAdministrator: { name: 'Group administrator', description: 'Manages the users and devices of their own groups' },
    dealer: { name: 'Dealer', description: 'Installs and configures devices' },
    resident: { name: 'Resident', description: 'Lives in an apartment' },
    concierge: { name: 'Concierge', description: "Answers the visitors at their block's doors" },
    auditor: { name: 'Auditor', description: 'Reads everything, changes nothing' },
  } satisfies Record<DemoRole, { name: string; description: string }>,
  /** The group hierarchy's root (made by migration 0003 as 'Root'). */
  root: 'Root',
  site: 'Riverside Residence',
  office: 'Harbour Office Park',
  block: (letter: string) => `Block ${letter}`,
  entrance: (letter: string, entrance: number) => `Block ${letter} entrance ${entrance}`,
  apartment: (number: string) => `Apartment ${number}`,
  people: {
    'manager.a': 'Alice Manager', 'manager.b': 'Boris Manager', dealer: 'Dmitro Dealer', auditor: 'Audrey Auditor',
    'office.admin': 'Olga Office', 'concierge.a': 'Connie Concierge',
  } as Record<string, string>,
  resident: (n: number) => `Resident ${n}`,
  licenceIssuer: 'Demo license',
  // English keeps the type's code in the name: stories and tests name these devices.
  device: (type: DeviceType, n: number, block: string) => `${type} ${n} (${block})`,
  markers: ['VIP', 'Needs assistance', 'Contractor'],
  workingHours: { name: 'Working hours', description: 'Weekdays 09:00–18:00' },
  aroundTheClock: 'Around the clock',
  residentsRule: (block: string) => `${block} residents`,
  visitorsRule: { name: 'Block B visitors from Block A', description: 'Neighbours may visit during working hours' },
  barrierRule: { name: 'Barrier closed to apartment 112', description: 'Parking debt' },
  identifier: (n: number, kind: IdentifierKind) => `Resident ${n} ${{ card: 'card', guestCard: 'guest card', ukey: 'UKEY', ukey2: 'UKEY2', code: 'access code', qr: 'QR', car: 'car', face: 'face' }[kind]}`,
  deviceEvents: { door_opened: 'Door opened by identifier', call_started: 'Call to apartment 12', went_offline: 'Device went offline', came_online: 'Device came online', tamper_alarm: 'Case opened' },
  alarmComment: 'False alarm: cooking smoke, checked with the resident',
  announces: {
    notice: { name: 'Water works', subject: 'No hot water on Monday', body: '<p>Hot water is off on <strong>Monday from 9:00 to 15:00</strong> for maintenance.</p>' },
    poll: { name: 'Bike shed', subject: 'Which colour for the new bike shed?', body: '<p>The new bike shed goes up in spring. Choose its colour.</p>' },
    questions: [{ text: 'Colour', answers: ['Green', 'Blue', 'Grey'] }, { text: 'Anything else?', answers: [] as string[] }],
    answer: 'Room for cargo bikes',
  },
  conversations: {
    parcel: { subject: 'Parcel at the concierge', message: 'A parcel for you is waiting at the concierge desk.', reply: 'Thank you, I will pick it up tonight.' },
    lift: { subject: 'Block A lift inspection', message: 'Please let the inspectors into the machine room on Thursday.' },
  },
  fireAlert: 'Fire evacuation, Block A',
  guests: { rule: 'Block A guests', description: 'Residents of Block A may share it with their guests', pass: 'Visit of a friend', message: 'Welcome! Entrance 1, flat 111.' },
  elevators: { lift: 'Lift A', description: 'Passenger lift, Block A', lobby: 'Lobby', fitness: 'Fitness', ruleDescription: 'Residents call their floors' },
  telephony: {
    doorPanel: (n: number) => `Door panel ${n}`, concierge: 'Concierge A', night: 'Night concierge', queue: 'Concierges, Block A',
    desk: 'Concierge desk, Block A', deskPlace: 'Block A, ground floor', trunk: 'City line',
  },
  amenities: {
    gym: { name: 'Gym, Block A', address: 'Block A, ground floor', description: 'Treadmills, bikes and free weights. Bring a towel.' },
    room: { name: 'Meeting room, Block A', address: 'Block A, first floor' },
  },
};

export type DemoTexts = typeof en;

const RU_DEVICES: Record<DeviceType, string> = {
  panel: 'Вызывная панель', monitor: 'Монитор', accesscontroller: 'Контроллер доступа', liftcontroller: 'Лифтовой контроллер', ip_camera: 'IP-камера', barrier: 'Шлагбаум',
};
const UK_DEVICES: Record<DeviceType, string> = {
  panel: 'Виклична панель', monitor: 'Монітор', accesscontroller: 'Контролер доступу', liftcontroller: 'Ліфтовий контролер', ip_camera: 'IP-камера', barrier: 'Шлагбаум',
};

const ru: DemoTexts = {
  locale: 'ru',
  administrator: { name: 'Администратор', role: { name: 'Системный администратор', description: 'Все права каталога' } },
  roles: {
    groupAdministrator: { name: 'Администратор группы', description: 'Управляет пользователями и устройствами своих групп' },
    dealer: { name: 'Дилер', description: 'Устанавливает и настраивает устройства' },
    resident: { name: 'Житель', description: 'Живёт в квартире' },
    concierge: { name: 'Консьерж', description: 'Отвечает посетителям у дверей своего корпуса' },
    auditor: { name: 'Аудитор', description: 'Видит всё, ничего не меняет' },
  },
  root: 'Корневая группа',
  site: 'ЖК «Речной»',
  office: 'Бизнес-парк «Гавань»',
  block: (letter) => `Корпус ${letter}`,
  entrance: (letter, entrance) => `Корпус ${letter}, подъезд ${entrance}`,
  apartment: (number) => `Квартира ${number}`,
  people: {
    'manager.a': 'Алиса Менеджер', 'manager.b': 'Борис Менеджер', dealer: 'Дмитрий Дилер', auditor: 'Аудра Аудитор',
    'office.admin': 'Ольга Офис', 'concierge.a': 'Кира Консьерж',
  },
  resident: (n) => `Житель ${n}`,
  licenceIssuer: 'Демо-лицензия',
  device: (type, n, block) => `${RU_DEVICES[type]} ${n} (${block})`,
  markers: ['VIP', 'Нужна помощь', 'Подрядчик'],
  workingHours: { name: 'Рабочие часы', description: 'Будни 09:00–18:00' },
  aroundTheClock: 'Круглосуточно',
  residentsRule: (block) => `Жители: ${block}`,
  visitorsRule: { name: 'Гости корпуса B из корпуса A', description: 'Соседи могут заходить в рабочие часы' },
  barrierRule: { name: 'Шлагбаум закрыт для квартиры 112', description: 'Долг за парковку' },
  identifier: (n, kind) => `${{ card: 'Карта', guestCard: 'Гостевая карта', ukey: 'UKEY', ukey2: 'UKEY2', code: 'Код доступа', qr: 'QR', car: 'Автомобиль', face: 'Лицо' }[kind]} жителя ${n}`,
  deviceEvents: { door_opened: 'Дверь открыта идентификатором', call_started: 'Вызов в квартиру 12', went_offline: 'Устройство не в сети', came_online: 'Устройство в сети', tamper_alarm: 'Вскрыт корпус' },
  alarmComment: 'Ложная тревога: дым от готовки, проверено с жителем',
  announces: {
    notice: { name: 'Ремонт водопровода', subject: 'В понедельник не будет горячей воды', body: '<p>Горячую воду отключат <strong>в понедельник с 9:00 до 15:00</strong> на время ремонта.</p>' },
    poll: { name: 'Велонавес', subject: 'Какого цвета будет новый велонавес?', body: '<p>Новый велонавес поставят весной. Выберите его цвет.</p>' },
    questions: [{ text: 'Цвет', answers: ['Зелёный', 'Синий', 'Серый'] }, { text: 'Что-нибудь ещё?', answers: [] }],
    answer: 'Место для грузовых велосипедов',
  },
  conversations: {
    parcel: { subject: 'Посылка у консьержа', message: 'Вас ждёт посылка у стойки консьержа.', reply: 'Спасибо, заберу сегодня вечером.' },
    lift: { subject: 'Осмотр лифта в корпусе A', message: 'Пожалуйста, пустите инспекторов в машинное отделение в четверг.' },
  },
  fireAlert: 'Пожарная эвакуация, корпус A',
  guests: { rule: 'Гости корпуса A', description: 'Жители корпуса A могут делиться им с гостями', pass: 'Визит друга', message: 'Добро пожаловать! Подъезд 1, квартира 111.' },
  elevators: { lift: 'Лифт A', description: 'Пассажирский лифт, корпус A', lobby: 'Холл', fitness: 'Фитнес', ruleDescription: 'Жители вызывают лифт на свои этажи' },
  telephony: {
    doorPanel: (n) => `Вызывная панель ${n}`, concierge: 'Консьерж A', night: 'Ночной консьерж', queue: 'Консьержи, корпус A',
    desk: 'Стойка консьержа, корпус A', deskPlace: 'Корпус A, первый этаж', trunk: 'Городская линия',
  },
  amenities: {
    gym: { name: 'Спортзал, корпус A', address: 'Корпус A, первый этаж', description: 'Беговые дорожки, велотренажёры и свободные веса. Возьмите полотенце.' },
    room: { name: 'Переговорная, корпус A', address: 'Корпус A, второй этаж' },
  },
};

const uk: DemoTexts = {
  locale: 'uk',
  administrator: { name: 'Адміністратор', role: { name: 'Системний адміністратор', description: 'Усі права каталогу' } },
  roles: {
    groupAdministrator: { name: 'Адміністратор групи', description: 'Керує користувачами та пристроями своїх груп' },
    dealer: { name: 'Дилер', description: 'Встановлює та налаштовує пристрої' },
    resident: { name: 'Мешканець', description: 'Живе у квартирі' },
    concierge: { name: 'Консьєрж', description: 'Відповідає відвідувачам біля дверей свого корпусу' },
    auditor: { name: 'Аудитор', description: 'Бачить усе, нічого не змінює' },
  },
  root: 'Коренева група',
  site: 'ЖК «Річковий»',
  office: 'Бізнес-парк «Гавань»',
  block: (letter) => `Корпус ${letter}`,
  entrance: (letter, entrance) => `Корпус ${letter}, під’їзд ${entrance}`,
  apartment: (number) => `Квартира ${number}`,
  people: {
    'manager.a': 'Аліса Менеджер', 'manager.b': 'Борис Менеджер', dealer: 'Дмитро Дилер', auditor: 'Аудра Аудитор',
    'office.admin': 'Ольга Офіс', 'concierge.a': 'Кіра Консьєрж',
  },
  resident: (n) => `Мешканець ${n}`,
  licenceIssuer: 'Демо-ліцензія',
  device: (type, n, block) => `${UK_DEVICES[type]} ${n} (${block})`,
  markers: ['VIP', 'Потрібна допомога', 'Підрядник'],
  workingHours: { name: 'Робочі години', description: 'Будні 09:00–18:00' },
  aroundTheClock: 'Цілодобово',
  residentsRule: (block) => `Мешканці: ${block}`,
  visitorsRule: { name: 'Гості корпусу B з корпусу A', description: 'Сусіди можуть заходити в робочі години' },
  barrierRule: { name: 'Шлагбаум закритий для квартири 112', description: 'Борг за паркування' },
  identifier: (n, kind) => `${{ card: 'Картка', guestCard: 'Гостьова картка', ukey: 'UKEY', ukey2: 'UKEY2', code: 'Код доступу', qr: 'QR', car: 'Автомобіль', face: 'Обличчя' }[kind]} мешканця ${n}`,
  deviceEvents: { door_opened: 'Двері відчинено ідентифікатором', call_started: 'Виклик у квартиру 12', went_offline: 'Пристрій не в мережі', came_online: 'Пристрій у мережі', tamper_alarm: 'Розкрито корпус' },
  alarmComment: 'Хибна тривога: дим від готування, перевірено з мешканцем',
  announces: {
    notice: { name: 'Ремонт водогону', subject: 'У понеділок не буде гарячої води', body: '<p>Гарячу воду вимкнуть <strong>у понеділок з 9:00 до 15:00</strong> на час ремонту.</p>' },
    poll: { name: 'Велонавіс', subject: 'Якого кольору буде новий велонавіс?', body: '<p>Новий велонавіс поставлять навесні. Оберіть його колір.</p>' },
    questions: [{ text: 'Колір', answers: ['Зелений', 'Синій', 'Сірий'] }, { text: 'Щось іще?', answers: [] }],
    answer: 'Місце для вантажних велосипедів',
  },
  conversations: {
    parcel: { subject: 'Посилка в консьєржа', message: 'На вас чекає посилка біля стійки консьєржа.', reply: 'Дякую, заберу сьогодні ввечері.' },
    lift: { subject: 'Огляд ліфта в корпусі A', message: 'Будь ласка, пустіть інспекторів до машинного відділення в четвер.' },
  },
  fireAlert: 'Пожежна евакуація, корпус A',
  guests: { rule: 'Гості корпусу A', description: 'Мешканці корпусу A можуть ділитися ним із гостями', pass: 'Візит друга', message: 'Ласкаво просимо! Під’їзд 1, квартира 111.' },
  elevators: { lift: 'Ліфт A', description: 'Пасажирський ліфт, корпус A', lobby: 'Хол', fitness: 'Фітнес', ruleDescription: 'Мешканці викликають ліфт на свої поверхи' },
  telephony: {
    doorPanel: (n) => `Виклична панель ${n}`, concierge: 'Консьєрж A', night: 'Нічний консьєрж', queue: 'Консьєржі, корпус A',
    desk: 'Стійка консьєржа, корпус A', deskPlace: 'Корпус A, перший поверх', trunk: 'Міська лінія',
  },
  amenities: {
    gym: { name: 'Спортзал, корпус A', address: 'Корпус A, перший поверх', description: 'Бігові доріжки, велотренажери та вільні ваги. Візьміть рушник.' },
    room: { name: 'Переговорна, корпус A', address: 'Корпус A, другий поверх' },
  },
};

export const demoTexts = (language: DemoLanguage): DemoTexts => ({ en, ru, uk })[language];
