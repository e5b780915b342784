/**
 * GET /profile/sip-account: what the web phone signs in with (001 §7 Phone: number@domain, display name,
 * password, on {sip_proxy_host}:8443). Only the user's own active numbers, with their passwords: the one place
 * a SIP password leaves the server. Telephony that is off answers `available: false` with the reason, never an
 * error: the console then shows the phone as unavailable (000 §1: the dialer needs SIP enabled and a number).
 */
import type { FastifyInstance } from 'fastify';
import { type SipAccountAnswer, sipAccountAnswer } from '../../schemas/sip-account';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { loadServerLicence } from '../licensing/licence-store';
import { domainOf, serviceAddressesOf } from '../server-info/server-settings';
import { readSection } from '../settings/project-settings';
import { numbersOfUser } from './numbers';

/** Where SIP phones of this console register: the proxy's WebSocket and the SIP domain (001 §7 Phone). */
export interface SipProxyAddress {
  wsUrl: string;
  domain: string;
}

/** The SIP proxy phones use (SIP_WS_URL, else wss://{sip_proxy_host}:8443), or undefined without telephony. */
export async function sipProxyAddress(store: Store, config: Config): Promise<SipProxyAddress | undefined> {
  if (!config.telephony) return undefined;
  const domain = serviceAddressesOf(config, domainOf(config, await readSection(store.db, 'general'))).sip_proxy_host;
  return { wsUrl: config.telephony.wsUrl ?? `wss://${domain}:8443`, domain };
}

/** The web phone's ICE servers: the SIP settings' STUN server, if one is set (an IPv6 address in brackets). */
export function iceServersOf(settings: { stun_address: string; stun_port: number }): { urls: string }[] {
  if (!settings.stun_address) return [];
  const host = settings.stun_address.includes(':') ? `[${settings.stun_address}]` : settings.stun_address;
  return [{ urls: `stun:${host}:${settings.stun_port}` }];
}

export function sipAccountRoutes(store: Store, config: Config) {
  return async function routes(app: FastifyInstance) {
    app.get('/profile/sip-account', { config: { doc: { summary: "The signed-in user's web phone account", tags: ['telephony'], answer: sipAccountAnswer } } }, async (request): Promise<SipAccountAnswer> => {
      const proxy = await sipProxyAddress(store, config);
      if (!proxy) return { available: false, reason: 'not_configured' };
      if (!(await loadServerLicence(store.db)).features.sip?.is_enabled) return { available: false, reason: 'not_licensed' };
      const userId = request.actor.id!;
      const numbers = await numbersOfUser(store.db, userId);
      if (!numbers.length) return { available: false, reason: 'no_number' };
      const user = await store.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
      return {
        available: true,
        ws_url: proxy.wsUrl,
        domain: proxy.domain,
        display_name: String(user.name),
        ice_servers: iceServersOf(await readSection(store.db, 'sip')),
        numbers: numbers.map((row) => ({ number: String(row.number), name: String(row.name ?? ''), password: String(row.password) })),
      };
    });
  };
}
