/**
 * The console's languages (en, ru, uk; 001 §9): our locales/ over react-admin's own messages. The
 * Ukrainian (v4) and Russian packages lack newer react-admin keys, which English fills. Polyglot runs
 * without allowMissing, so a missing key shows as the key itself and is easy to spot.
 *
 * English ships with the console (001 §9: "en loaded by default"); Russian and Ukrainian are separate
 * chunks loaded when chosen, so the sign-in page does not download three languages. Polyglot needs the
 * starting language's messages at once: call `loadLocale(start)` before `createI18nProvider`. English itself
 * comes in two parts: the login page carries the public pages' strings, and `completeMessages()` adds the
 * signed-in pages' ones after sign-in (issue 4: the login page downloads no more than a bare react-admin app).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { enPublic } from '../../locales/en-public';
import type { LocaleCode } from '../../locales';
import { browserStorage } from './memory-storage';

export const LOCALES: { locale: LocaleCode; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'uk', name: 'Українська' },
];

const LOCALE_KEY = 'access-console.locale';

type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Later trees win, key by key. */
export function mergeMessages(...trees: unknown[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    if (!isTree(tree)) continue;
    for (const [key, value] of Object.entries(tree)) {
      out[key] = isTree(value) ? mergeMessages(isTree(out[key]) ? out[key] : {}, value) : value;
    }
  }
  return out;
}

const withEnglish = (...trees: unknown[]) => mergeMessages(englishMessages, ...trees) as unknown as TranslationMessages;

/** The signed-in pages' English, once loaded (loadSignedInEnglish). */
let englishSignedIn: Tree = {};
const english = () => withEnglish(englishSignedIn, enPublic);

const loaders: Record<LocaleCode, () => Promise<TranslationMessages>> = {
  en: async () => english(),
  ru: async () => {
    const [reactAdmin, ours] = await Promise.all([import('ra-language-russian'), import('../../locales/ru')]);
    return withEnglish(reactAdmin.default, ours.ru);
  },
  uk: async () => {
    const [reactAdmin, ours] = await Promise.all([import('ra-language-ukrainian'), import('../../locales/uk')]);
    return withEnglish(reactAdmin.default, ours.uk);
  },
};

const loaded = new Map<LocaleCode, TranslationMessages>([['en', english()]]);

/** Adds the signed-in pages' English; answers whether it was missing until now. */
export async function loadSignedInEnglish(): Promise<boolean> {
  if (Object.keys(englishSignedIn).length) return false;
  englishSignedIn = (await import('../../locales/en-signed-in')).enSignedIn as unknown as Tree;
  loaded.set('en', english());
  return true;
}

/** The messages of a language, fetching its chunk the first time. */
export async function loadLocale(locale: LocaleCode): Promise<TranslationMessages> {
  if (!loaded.has(locale)) loaded.set(locale, await loaders[locale]());
  return loaded.get(locale)!;
}

/** At once when loaded (polyglot's starting language must be), else a promise polyglot waits for. */
export function messagesFor(locale: LocaleCode): TranslationMessages | Promise<TranslationMessages> {
  return loaded.get(locale) ?? loadLocale(locale);
}

export function isLocale(value: unknown): value is LocaleCode {
  return LOCALES.some((entry) => entry.locale === value);
}

/** The stored choice, else the browser's language when we have it, else English (001 §9). */
export function initialLocale(storage: Storage, languages: readonly string[] = []): LocaleCode {
  const stored = storage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  const preferred = languages.map((language) => language.slice(0, 2).toLowerCase()).find(isLocale);
  return preferred ?? 'en';
}

export interface I18nSettings {
  storage?: Storage;
  /** Starts in this language instead of the stored or the browser's one. */
  locale?: LocaleCode;
  /** Told after the user picked a language (the browser wiring saves it to the profile, 001 §9). */
  onChange?: (locale: LocaleCode) => void;
}

export type ConsoleI18nProvider = I18nProvider & {
  /** After sign-in: the signed-in pages' English joins the messages (in use at once when English is). */
  completeMessages(): Promise<void>;
};

export function createI18nProvider({ storage = browserStorage('localStorage'), locale, onChange }: I18nSettings = {}): ConsoleI18nProvider {
  const wanted = locale ?? initialLocale(storage, typeof navigator === 'undefined' ? [] : navigator.languages);
  // Not loaded beforehand (see loadLocale): start in English rather than fail.
  const start = loaded.has(wanted) ? wanted : 'en';
  const provider = polyglotI18nProvider((code) => messagesFor(isLocale(code) ? code : 'en'), start, LOCALES);
  return {
    ...provider,
    async changeLocale(code: string, options?: unknown) {
      if (!isLocale(code)) return;
      await provider.changeLocale(code, options);
      storage.setItem(LOCALE_KEY, code);
      onChange?.(code);
    },
    async completeMessages() {
      // Polyglot takes new messages only by changing language: to the same one, without saving a choice.
      if ((await loadSignedInEnglish()) && provider.getLocale() === 'en') await provider.changeLocale('en');
    },
  };
}
