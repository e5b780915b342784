/** Server resources of 001 §7: countries, meta, server info, server settings (with the licence), project settings. */
import type { FastifyInstance } from 'fastify';
import { FILTER_RULES } from '../../schemas/list-query';
import { PERMISSION_FAMILIES } from '../../schemas/permissions';
import { VERSION } from '../version';
import { dataOf } from '../../schemas/answer-envelopes';
import { serverInfo, serverSettings } from '../../schemas/server-settings';
import { country, serverMeta } from '../../schemas/server-meta';
import { z } from 'zod';
import { bearerToken } from '../auth/authenticate';
import { userForAccessToken } from '../auth/sessions';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { COUNTRIES } from './countries';
import { DEFAULT_NOTIFICATION_SETTINGS } from './notification-settings';
import { SUPPLIER_LICENCE_KEY } from '../licensing/licence-file';
import { licenceRoutes } from '../licensing/licence-routes';
import { mailTestRoutes } from '../mail/mail-test-routes';
import { mobileSdkKeyRoutes } from '../mobile-sdk/api-key-routes';
import { pushTestRoutes } from '../push/push-test-routes';
import { projectSettingsRoutes } from './project-settings-routes';
import { groupSettingsRoutes } from './group-settings-routes';
import { whiteLabelRoutes } from '../settings/white-label-routes';
import { serverInfoOf, serverSettingsOf } from './server-settings';

export function resourceRoutes(store: Store, config: Config) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    app.get('/countries', { config: { public: true, doc: { summary: 'Countries: code and name', tags: ['resources'], answer: dataOf(z.array(country)) } } }, async () => ({ data: COUNTRIES.map(([code, name]) => ({ code, name })) }));

    app.get('/meta', { config: { doc: { summary: 'Filter rules, permission families and default notification settings', tags: ['resources'], answer: dataOf(serverMeta) } } }, async () => ({
      data: {
        filters: { rules: FILTER_RULES, matching: ['match_any', 'match_all'] },
        permissions: PERMISSION_FAMILIES,
        notification_settings: DEFAULT_NOTIFICATION_SETTINGS,
      },
    }));

    app.get('/server/info', { config: { public: true, doc: { summary: 'Server information', tags: ['resources'], answer: dataOf(serverInfo) } } }, async () => ({ data: await serverInfoOf(db, config, VERSION) }));

    // Public, with more for a signed-in caller; a stale or wrong token just gets the public part.
    app.get('/server/settings', { config: { public: true, doc: { summary: 'Server settings; more for a signed-in caller', tags: ['resources'], answer: dataOf(serverSettings) } } }, async (request) => {
      const token = bearerToken(request);
      const signedIn = token !== undefined && (await userForAccessToken(db, token)) !== undefined;
      return { data: await serverSettingsOf(db, config, VERSION, signedIn) };
    });

    await app.register(projectSettingsRoutes(store));
    await app.register(groupSettingsRoutes(store));
    await app.register(whiteLabelRoutes(store));
    await app.register(mailTestRoutes(store));
    await app.register(pushTestRoutes(store));
    await app.register(mobileSdkKeyRoutes(store));
    await app.register(licenceRoutes(store, config.licenceKeys ?? [SUPPLIER_LICENCE_KEY]));
  };
}
