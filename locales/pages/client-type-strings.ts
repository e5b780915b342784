/**
 * The general settings tab's self-registration client types (schemas/settings/client-types.ts): one heading per
 * type and the same fields under each, labelled with the user licence's own flag names; in en, ru and uk.
 */
import { CLIENT_TYPES } from '../../schemas/settings/client-types';
import { licenceFlagLabels } from '../entities/licence-flag-labels';

type Language = 'en' | 'ru' | 'uk';

const words = {
  en: {
    heading: { resident: 'Self-registered residents', owner: 'Self-registered owners', installer: 'Self-registered installers' },
    role: { label: 'Role', help: 'Empty: the role of self-registered users above.' },
    period: { label: 'License lasts (days)', help: 'Counted from the registration. Empty: no end.' },
    face: 'Face recognition',
  },
  ru: {
    heading: { resident: 'Самостоятельно зарегистрированные жители', owner: 'Самостоятельно зарегистрированные владельцы', installer: 'Самостоятельно зарегистрированные монтажники' },
    role: { label: 'Роль', help: 'Пусто: роль самостоятельно зарегистрированных выше.' },
    period: { label: 'Срок лицензии (дней)', help: 'Считается от регистрации. Пусто: бессрочно.' },
    face: 'Распознавание лиц',
  },
  uk: {
    heading: { resident: 'Самостійно зареєстровані мешканці', owner: 'Самостійно зареєстровані власники', installer: 'Самостійно зареєстровані монтажники' },
    role: { label: 'Роль', help: 'Порожньо: роль самостійно зареєстрованих вище.' },
    period: { label: 'Строк ліцензії (днів)', help: 'Рахується від реєстрації. Порожньо: безстроково.' },
    face: 'Розпізнавання облич',
  },
} as const;

function typeFields(language: Language) {
  const { _, restrictPeriod, ...flags } = licenceFlagLabels[language];
  const features = Object.fromEntries(Object.entries({ ...flags, faceId: words[language].face }).map(([flag, label]) => [flag, { label }]));
  return { role_id: words[language].role, license_settings: { period: words[language].period, features } };
}

/** `project_settings.fields.general.user_self_register_settings.client_types` */
export const clientTypeFieldStrings = (language: Language) => Object.fromEntries(CLIENT_TYPES.map((type) => [type, typeFields(language)]));

/** `project_settings.groups.general.client_type_<type>` */
export const clientTypeHeadings = (language: Language) => Object.fromEntries(CLIENT_TYPES.map((type) => [`client_type_${type}`, words[language].heading[type]]));
