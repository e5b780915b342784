/** The licence warning (000 §4.1): shown to licence managers for will_expire and already_expired only. */
import { describe, expect, it } from 'vitest';
import { LICENCE_WARNING_STATUSES, type LicenceWarning } from '../../schemas/licence';
import { createI18nProvider, loadLocale, loadSignedInEnglish } from '../providers/i18n-provider';
import { MemoryStorage } from '../providers/memory-storage';
import { shownWarning } from './licence-warning';
// Russian and Ukrainian are loaded on demand in the console; these tests use them from the start.
await Promise.all([loadLocale('ru'), loadLocale('uk')]);

describe('shownWarning', () => {
  it.each(LICENCE_WARNING_STATUSES.map((status) => [status, status === 'will_expire' || status === 'already_expired'] as const))(
    '%s shows to a licence manager: %s',
    (status, shown) => {
      const warning: LicenceWarning = { status, days: 5 };
      expect(shownWarning(warning, ['licenses.view', 'licenses.manage'])).toEqual(shown ? warning : undefined);
    },
  );

  it('is never shown to users who cannot manage licences, nor before the licence is known', () => {
    expect(shownWarning({ status: 'already_expired', days: 3 }, ['licenses.view'])).toBeUndefined();
    expect(shownWarning(undefined, ['licenses.manage'])).toBeUndefined();
  });

  it('says the days in each language, with the right plural', async () => {
    await loadSignedInEnglish(); // the shell's English comes after sign-in
    const text = (locale: 'en' | 'ru' | 'uk', key: string, days: number) =>
      createI18nProvider({ storage: new MemoryStorage(), locale }).translate(`shell.licence_warning.${key}`, { smart_count: days });
    expect(text('en', 'will_expire', 1)).toBe('The license expires in 1 day');
    expect(text('en', 'already_expired', 12)).toBe('The license expired 12 days ago');
    expect(text('ru', 'will_expire', 2)).toBe('Лицензия истекает через 2 дня');
    expect(text('ru', 'will_expire', 5)).toBe('Лицензия истекает через 5 дней');
    expect(text('uk', 'already_expired', 21)).toBe('Ліцензія сплила 21 день тому');
  });
});
