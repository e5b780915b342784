/**
 * A page's strings module: each language lands under the page's key, and a Russian or Ukrainian text missing
 * (or one English lacks) fails the type check, which `npm run typecheck` runs over this file: each
 * `@ts-expect-error` below fails it in turn if pageStrings stopped refusing that module.
 */
import { describe, expect, it } from 'vitest';
import { locales } from './index';
import { pageLocales } from './pages';
import { pagesIn, pageStrings } from './page-strings';

const sample = pageStrings('sample_page', {
  en: { title: 'Title', states: { on: 'On', off: 'Off' } },
  ru: { title: 'Заголовок', states: { on: 'Вкл.', off: 'Выкл.' } },
  uk: { title: 'Заголовок', states: { on: 'Увімк.', off: 'Вимк.' } },
});

describe('page strings', () => {
  it("puts each language's texts under the page's key", () => {
    expect(pagesIn('ru', [sample])).toEqual({ sample_page: { title: 'Заголовок', states: { on: 'Вкл.', off: 'Выкл.' } } });
    expect(pagesIn('en', [sample]).sample_page.states.off).toBe('Off');
  });

  it('refuses, by type, a language missing a text or holding one English lacks', () => {
    const refused = [
      pageStrings('missing_nested', {
        en: { title: 'Title', states: { on: 'On' } },
        // @ts-expect-error Russian lacks states.on
        ru: { title: 'Заголовок', states: {} },
        uk: { title: 'Заголовок', states: { on: 'Увімк.' } },
      }),
      pageStrings('missing_top', {
        en: { title: 'Title', empty: 'Nothing' },
        ru: { title: 'Заголовок', empty: 'Пусто' },
        // @ts-expect-error Ukrainian lacks empty
        uk: { title: 'Заголовок' },
      }),
      pageStrings('extra', {
        en: { title: 'Title' },
        // @ts-expect-error Russian holds a text English lacks
        ru: { title: 'Заголовок', subtitle: 'Подзаголовок' },
        uk: { title: 'Заголовок' },
      }),
    ];
    expect(refused.map((page) => page.key)).toEqual(['missing_nested', 'missing_top', 'extra']);
  });

  it("every registered page's texts are in every locale under its key, as written", () => {
    for (const page of pageLocales) {
      for (const language of ['en', 'ru', 'uk'] as const) expect((locales[language] as Record<string, unknown>)[page.key], `${language} ${page.key}`).toEqual(page.strings[language]);
    }
  });
});
