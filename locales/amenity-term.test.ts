/**
 * One word for an amenity per language (issue 34: "Объект" on its pages, "Удобства" in the menu): the menu,
 * the permission groups and the licence flags call it by the entity's own plural.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { loadLocale, loadSignedInEnglish } from '../src/providers/i18n-provider';

describe('the amenity term', () => {
  it.each(['en', 'ru', 'uk'] as const)('is the entity name everywhere in %s', async (locale) => {
    await loadSignedInEnglish();
    const messages = await loadLocale(locale);
    const { translate } = polyglotI18nProvider(() => messages, locale);
    const plural = translate('resources.amenities.name', { smart_count: 2 });
    expect(translate('shell.menu.items.amenities')).toBe(plural);
    expect(translate('shell.menu.groups.amenities')).toBe(plural);
    expect(translate('permissions.families.amenities')).toMatch(new RegExp(`^${plural} `));
    expect(translate('licences.features.amenity')).toBe(plural);
  });
});
