/** The signed-in user's date settings: the console's language, the profile's time_format and time_zone. */
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useOwnProfile } from '../src/layout/use-shell-data';
import type { DateTimeSettings } from './date-time';

export function useDateTimeSettings(): DateTimeSettings {
  const [locale] = useLocaleState();
  const profile = useOwnProfile();
  return { locale, timeFormat: profile?.timeFormat, timeZone: profile?.timeZone };
}

const TICK_MS = 30_000;

/** The current time, renewed every half minute, so "5 min ago" does not stand still. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
