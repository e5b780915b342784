/** A react-admin translate over our locales for node tests, remembering every key it could not find. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { type LocaleCode, locales } from '../../locales';

export function translator(locale: LocaleCode) {
  const missing = new Set<string>();
  const onMissingKey = (key: string) => {
    missing.add(key);
    return key;
  };
  const provider = polyglotI18nProvider(() => locales[locale] as unknown as TranslationMessages, locale, [{ locale, name: locale }], {
    onMissingKey,
  });
  return { translate: provider.translate, missing };
}
