/** Countries for pickers (GET /countries), named in the active language with Intl.DisplayNames. */
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useAccountApi, type Country } from './account-api';

export interface CountryChoice {
  id: string;
  name: string;
}

function displayNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return undefined;
  }
}

export function useCountries(): CountryChoice[] {
  const accountApi = useAccountApi();
  const [locale] = useLocaleState();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    accountApi.countries().then((list) => setCountries(list ?? []), () => setCountries([]));
  }, [accountApi]);
  return useMemo(() => {
    const names = displayNames(locale);
    const named = countries.map(({ code, name }) => ({ id: code, name: (safeOf(names, code) ?? name) || code }));
    return named.sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [countries, locale]);
}

/** DisplayNames throws on codes it does not know (e.g. 'XK' on old engines); the server's name is kept then. */
function safeOf(names: Intl.DisplayNames | undefined, code: string) {
  try {
    return names?.of(code);
  } catch {
    return undefined;
  }
}
