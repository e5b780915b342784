/**
 * On sign-in the profile's language becomes the console's (001 §9: the choice is stored locally and saved
 * to the profile, so it follows the user to another browser). Applied once per user and page load: a
 * language change remounts the whole tree (react-admin's I18nContextProvider), and the profile read from
 * before that change must not undo the user's newer choice, which the i18nProvider saves to the profile.
 */
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { isLocale } from '../providers/i18n-provider';
import { useOwnProfile } from './use-shell-data';

/** The user whose profile language was applied in this page load. */
let appliedFor: number | undefined;

export function useProfileLocale(): void {
  const profile = useOwnProfile();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (!profile?.id || appliedFor === profile.id) return;
    appliedFor = profile.id;
    if (isLocale(profile.locale) && profile.locale !== locale) setLocale(profile.locale);
  }, [profile, locale, setLocale]);
}
