/** The console's providers, wired once for the browser. Tests build their own with the create* functions. */
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { createHttp } from './http';
import { createI18nProvider, initialLocale, loadLocale } from './i18n-provider';
import { browserStorage } from './memory-storage';
import { browserPath, LOGIN_PATH, loginUrl } from './redirects';
import { createTokenStore } from './token-store';

export const API_URL = '/api/v0';

export const tokenStore = createTokenStore({
  persistent: browserStorage('localStorage'),
  perSession: browserStorage('sessionStorage'),
});
// The chosen language's chunk comes before the first render (polyglot needs its messages at once).
await loadLocale(initialLocale(browserStorage('localStorage'), typeof navigator === 'undefined' ? [] : navigator.languages));
export const i18nProvider = createI18nProvider({
  onChange(locale) {
    document.documentElement.lang = locale;
    // The choice is also the profile's language (001 §9); being signed out, it stays local only.
    if (tokenStore.get()) http('PATCH', '/profile', { body: { locale } }).catch(() => undefined);
  },
});
if (typeof document !== 'undefined') document.documentElement.lang = i18nProvider.getLocale();

export const http = createHttp({
  apiUrl: API_URL,
  tokens: tokenStore,
  translate: i18nProvider.translate,
  // A refused refresh ends the session wherever it happens (a menu, a profile read), not only where
  // react-admin's checkError runs: a full load of /login leaves nothing of the old session behind.
  onSessionExpired: () => {
    if (!window.location.pathname.startsWith(LOGIN_PATH)) window.location.assign(loginUrl(browserPath()));
  },
});
export const dataProvider = createDataProvider({ http, translate: i18nProvider.translate });
export const authProvider = createAuthProvider({ http, tokens: tokenStore });
