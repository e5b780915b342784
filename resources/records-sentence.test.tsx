// @vitest-environment jsdom
/**
 * A list's records named in a sentence (issue 34: "No Identifiers found", "Нет Идентификатор."): the empty
 * list's sentence in each language, rendered by the generic empty-list component with the console's own
 * messages, and the rule for every entity's name.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleEntities } from '../schemas';
import { identifier } from '../schemas/identifier';
import type { LocaleCode } from '../locales';
import { loadLocale, loadSignedInEnglish } from '../src/providers/i18n-provider';
import { EntityEmpty } from './entity-empty';
import { midSentence, recordsSentence } from './records-sentence';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

async function provider(locale: LocaleCode) {
  await loadSignedInEnglish();
  const messages = await loadLocale(locale);
  return polyglotI18nProvider(() => messages, locale);
}

async function emptyListText(locale: LocaleCode) {
  const i18nProvider = await provider(locale);
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    createRoot(container).render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <ResourceContextProvider value="identifiers">
            <EntityEmpty entity={identifier} />
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  return container.textContent;
}

describe('records sentences', () => {
  it('say an empty list of identifiers in each language with the name in its case', async () => {
    expect(await emptyListText('en')).toContain('No identifiers yet.');
    expect(await emptyListText('ru')).toContain('Идентификаторы пока не добавлены.');
    expect(await emptyListText('uk')).toContain('Ідентифікатори ще не додано.');
  });

  it('lower a name inside an English sentence, but not an abbreviation', () => {
    expect(midSentence('Identifiers')).toBe('identifiers');
    expect(midSentence('SIP trunks')).toBe('SIP trunks');
    expect(midSentence('UKEY2 keys')).toBe('UKEY2 keys');
  });

  it('give every entity its plural name, opening the sentence in ru and uk and lower-cased inside it in en', async () => {
    for (const locale of ['en', 'ru', 'uk'] as const) {
      const { translate } = await provider(locale);
      for (const entity of consoleEntities) {
        const plural = translate(`resources.${entity.path}.name`, { smart_count: 2 });
        for (const sentence of ['empty', 'no_results', 'no_filtered_results'] as const) {
          const text = recordsSentence(translate, sentence, `resources.${entity.path}.name`);
          if (locale === 'en') expect(text, entity.path).toContain(` ${midSentence(plural)}`);
          else expect(text.startsWith(plural), `${locale} ${entity.path}: ${text}`).toBe(true);
        }
      }
    }
  });
});
