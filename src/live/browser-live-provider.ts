/** The console's live provider in the browser: same origin, the token store's access token. */
import { http, tokenStore } from '../providers';
import { createWebSocketLiveProvider } from './websocket-live-provider';

function socketUrl(token: string) {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/v0/ws?access_token=${encodeURIComponent(token)}`;
}

export const browserLiveProvider = createWebSocketLiveProvider({
  url: socketUrl,
  token: () => tokenStore.get()?.token,
  // Any authenticated call refreshes a refused token (http.ts); the profile read is the cheapest one.
  refreshToken: () => http('GET', '/profile').then(() => undefined),
});
