/** The IP blocking page's calls (server/ip-blocking/routes.ts), over the page's client (useIpBlockingApi()). */
import { useMemo } from 'react';
import type { IpBlock, IpBlockingStatus, IpRangeBody, WhitelistEntry } from '../../schemas/ip-blocking';
import type { Http } from '../../src/providers/http';
import { useHttp } from '../../src/providers/http-context';

export type { IpBlock, IpBlockingStatus, IpRangeBody, WhitelistEntry } from '../../schemas/ip-blocking';

const entryPath = (entry: string) => `/ip-blocking/whitelist/${encodeURIComponent(entry)}`;

/** The calls over a client: useHttp()'s in the console, a test double in a test. */
export const ipBlockingApi = (http: Http) => ({
  readStatus: async () => (await http<{ data: IpBlockingStatus }>('GET', '/ip-blocking/status')).data,
  readBlocked: async () => (await http<{ data: IpBlock[] }>('GET', '/ip-blocking/banned')).data,
  unblock: (ip: string) => http('DELETE', `/ip-blocking/banned/${encodeURIComponent(ip)}`),
  readWhitelist: async () => (await http<{ data: WhitelistEntry[] }>('GET', '/ip-blocking/whitelist')).data,
  addToWhitelist: async (range: IpRangeBody) => (await http<{ data: WhitelistEntry }>('POST', '/ip-blocking/whitelist', { body: range })).data,
  changeWhitelistEntry: async (entry: string, range: IpRangeBody) => (await http<{ data: WhitelistEntry }>('PUT', entryPath(entry), { body: range })).data,
  removeFromWhitelist: (entry: string) => http('DELETE', entryPath(entry)),
});

export type IpBlockingApi = ReturnType<typeof ipBlockingApi>;

export function useIpBlockingApi() {
  const http = useHttp();
  return useMemo(() => ipBlockingApi(http), [http]);
}
