/** Languages: our strings over react-admin's, English filling gaps, the choice remembered. */
import { describe, expect, it } from 'vitest';
import { createI18nProvider, initialLocale, loadLocale, messagesFor } from './i18n-provider';
import { MemoryStorage } from './memory-storage';
// Russian and Ukrainian are loaded on demand in the console; these tests use them from the start.
await Promise.all([loadLocale('ru'), loadLocale('uk')]);

describe('i18nProvider', () => {
  it('renders our keys, react-admin keys and error codes in each language', () => {
    const uk = createI18nProvider({ storage: new MemoryStorage(), locale: 'uk' });
    expect(uk.translate('auth.remember_me')).toBe('Запамʼятати мене');
    expect(uk.translate('ra.action.save')).toBe('Зберегти');
    expect(uk.translate('errors.codes.not_found')).toBe('Не знайдено');
    const ru = createI18nProvider({ storage: new MemoryStorage(), locale: 'ru' });
    expect(ru.translate('app.not_found.title')).toBe('Страница не найдена');
    // Our texts win over react-admin's where both exist (the spec's 'Check fields data').
    expect(ru.translate('ra.message.invalid_form')).toBe('Проверьте данные полей');
  });

  it('fills react-admin keys the older language packages lack from English', () => {
    const english = messagesFor('en') as any;
    const ukrainian = messagesFor('uk') as any;
    const missingInPackage = Object.keys(english.ra.action).filter((key) => !(key in (ukrainian.ra.action as object)));
    expect(missingInPackage).toEqual([]);
  });

  it("starts English with the public pages' strings and adds the signed-in pages' ones after sign-in", async () => {
    const storage = new MemoryStorage();
    const chosen: string[] = [];
    const en = createI18nProvider({ storage, locale: 'en', onChange: (locale) => chosen.push(locale) });
    expect(en.translate('auth.sign_in')).toBe('Sign in');
    expect(en.translate('shell.menu.items.access_matrix')).toBe('shell.menu.items.access_matrix');
    await en.completeMessages();
    expect(en.translate('shell.menu.items.access_matrix')).toBe('Access matrix');
    expect(en.translate('resources.identifiers.messages.not_found')).toBe('Identifier not found');
    expect(en.translate('auth.sign_in')).toBe('Sign in');
    // Completing is no choice of language: nothing stored, nobody told.
    expect([storage.getItem('access-console.locale'), chosen]).toEqual([null, []]);
    // A provider made afterwards (a language switch) starts complete.
    expect(createI18nProvider({ storage, locale: 'en' }).translate('shell.menu.items.access_matrix')).toBe('Access matrix');
  });

  it('shows a missing key as itself', () => {
    const en = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
    expect(en.translate('app.no_such_key')).toBe('app.no_such_key');
  });

  it('remembers the choice and starts with it', async () => {
    const storage = new MemoryStorage();
    const chosen: string[] = [];
    const provider = createI18nProvider({ storage, locale: 'en', onChange: (locale) => chosen.push(locale) });
    await provider.changeLocale('ru');
    expect(provider.getLocale()).toBe('ru');
    expect(provider.translate('auth.sign_in')).toBe('Войти');
    expect(chosen).toEqual(['ru']);
    expect(initialLocale(storage, ['en-US'])).toBe('ru');
    expect(initialLocale(new MemoryStorage(), ['uk-UA', 'en'])).toBe('uk');
    expect(initialLocale(new MemoryStorage(), ['de-DE'])).toBe('en');
  });
});
