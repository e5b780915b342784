/**
 * One hand-written page's strings (custom/*, or another console part with words of its own) in every
 * language, in one module: English gives the keys, and Russian or Ukrainian missing one, or holding one
 * English lacks, fails `npm run typecheck`. Each module in locales/pages/ fills one; locales/pages/index.ts
 * lists them, and the locales spread them under their key (`dialer.status.idle`).
 *
 * @example
 * export const dialerStrings = pageStrings('dialer', { en: { title: 'Phone' }, ru: { title: 'Телефон' }, uk: { title: 'Телефон' } });
 */

/** The console's languages (locales/index.ts; named here, since the locales are built from these modules). */
type LocaleCode = 'en' | 'ru' | 'uk';

/** Texts by key, nested. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/** The same keys as English's, every one a text. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export interface PageLocale<K extends string = string, T extends Texts = Texts> {
  /** Where the locales hold the page's strings: `translate('<key>.title')`. */
  key: K;
  strings: { en: T } & Record<Exclude<LocaleCode, 'en'>, SameKeys<T>>;
}

export function pageStrings<K extends string, T extends Texts>(key: K, strings: { en: T; ru: NoInfer<SameKeys<T>>; uk: NoInfer<SameKeys<T>> }): PageLocale<K, T> {
  return { key, strings };
}

/** The pages' strings in one language, each under its key, typed as English's (Messages in locales/en.ts). */
export type PagesIn<P extends readonly PageLocale<string, any>[]> = { [M in P[number] as M['key']]: M['strings']['en'] };

export function pagesIn<const P extends readonly PageLocale<string, any>[]>(language: LocaleCode, pages: P): PagesIn<P> {
  return Object.fromEntries(pages.map((page) => [page.key, page.strings[language]])) as PagesIn<P>;
}
