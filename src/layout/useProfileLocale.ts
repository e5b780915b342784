/**
 * On sign-in (each load of the shell) the profile's language becomes the console's (001 §9: the choice is
 * stored locally and saved to the profile, so it follows the user to another browser). Applied once: a
 * later switch in the top bar is the user's newer choice and is saved to the profile by the i18nProvider.
 */
import { useEffect, useRef } from 'react';
import { useLocaleState } from 'react-admin';
import { isLocale } from '../providers/i18nProvider';
import { useOwnProfile } from './useShellData';

export function useProfileLocale(): void {
  const profile = useOwnProfile();
  const [locale, setLocale] = useLocaleState();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !profile) return;
    applied.current = true;
    if (isLocale(profile.locale) && profile.locale !== locale) setLocale(profile.locale);
  }, [profile, locale, setLocale]);
}
