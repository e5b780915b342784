/**
 * Telephony's routes (docs/telephony.md): the web phone's account, the SIP service on System info, and,
 * when a SIP proxy is configured (SIP_PROXY_SECRET), the proxy's questions. The SIP entities themselves are generated from schemas/.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { proxyRoutes } from './proxy-routes';
import { sipAccountRoutes } from './sip-account';
import { conciergeRoutes } from './concierge-routes';
import { dialerRoutes } from './dialer-routes';
import { sipGuard } from './sip-guard';
import { sipServiceRoutes } from './sip-service-routes';
import type { SipTraffic } from './sip-metrics';

/** `traffic`: where the proxy's digest checks are counted (the metrics, sip-metrics.ts). */
export function telephonyRoutes(store: Store, config: Config, traffic?: SipTraffic) {
  return async function routes(app: FastifyInstance) {
    await app.register(sipAccountRoutes(store, config));
    await app.register(dialerRoutes(store));
    await app.register(sipServiceRoutes(store, config.telephony?.proxySecret));
    await app.register(conciergeRoutes(store));
    if (config.telephony) {
      const guard = sipGuard(store.db, config.loginThrottle, config.ipWhitelist);
      await app.register(proxyRoutes(store, config.telephony.proxySecret, guard, traffic));
    }
  };
}
