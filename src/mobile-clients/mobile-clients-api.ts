/** The mobile clients' calls (server/mobile-clients/routes.ts) through the console's HTTP client. */
import type { AppStoreLinks, MobileClientInfo } from '../../schemas/mobile-client';
import type { Http } from '../providers/http';

export const listMobileClients = (http: Http, userId: unknown) =>
  http<{ data: MobileClientInfo[] }>('GET', `/users/${userId}/mobile-clients`).then((answer) => answer.data);

export const revokeMobileClient = (http: Http, userId: unknown, clientId: string) =>
  http('DELETE', `/users/${userId}/mobile-clients/${encodeURIComponent(clientId)}`);

export const appStoreLinksOf = (http: Http) =>
  http<{ data: AppStoreLinks }>('GET', '/mobile-clients/app-stores').then((answer) => answer.data);
