import { sipTrunk } from '../../schemas/sip-trunk';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const sipTrunkStrings = entityStrings(sipTrunk, {
  en: {
    name: 'SIP trunk |||| SIP trunks',
    add_title: 'New SIP trunk',
    edit_title: 'SIP trunk: %{name}',
    empty: 'No SIP trunks yet.',
    fields: { ...recordFieldLabels.en, name: 'Name', outgoing_number: 'Outgoing number', termination_uri: 'Termination URI', login: 'Login', password: 'Password', domains: 'Groups' },
    help: { termination_uri: "The provider's address, e.g. sip:trunk.example.com", domains: 'Calls from these groups to outside numbers leave by this trunk' },
    enums: {},
    commands: {},
  },
  ru: {
    name: 'SIP-транк |||| SIP-транки',
    add_title: 'Новый SIP-транк',
    edit_title: 'SIP-транк: %{name}',
    empty: 'SIP-транков пока нет.',
    fields: { ...recordFieldLabels.ru, name: 'Название', outgoing_number: 'Исходящий номер', termination_uri: 'URI терминации', login: 'Логин', password: 'Пароль', domains: 'Группы' },
    help: { termination_uri: 'Адрес провайдера, например sip:trunk.example.com', domains: 'Вызовы из этих групп на внешние номера идут через этот транк' },
    enums: {},
    commands: {},
  },
  uk: {
    name: 'SIP-транк |||| SIP-транки',
    add_title: 'Новий SIP-транк',
    edit_title: 'SIP-транк: %{name}',
    empty: 'SIP-транків поки немає.',
    fields: { ...recordFieldLabels.uk, name: 'Назва', outgoing_number: 'Вихідний номер', termination_uri: 'URI термінації', login: 'Логін', password: 'Пароль', domains: 'Групи' },
    help: { termination_uri: 'Адреса провайдера, наприклад sip:trunk.example.com', domains: 'Виклики з цих груп на зовнішні номери йдуть через цей транк' },
    enums: {},
    commands: {},
  },
});
