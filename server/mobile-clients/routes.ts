/**
 * Mobile clients' routes (000 §3.2, docs/mobile-clients.md). The app registers with the mobile SDK's API key (the
 * X-Api-Key header) and the user's own sign-in (the bearer token): the client is that user's, and remembers the
 * sign-in, so a revoke ends it. A user's clients are read by whoever may view the user; revoked by the user or
 * whoever may edit them (scoped by group like the user's record), audited on the user.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataOf, okAnswer } from '../../schemas/answer-envelopes';
import { MOBILE_SDK_KEY_HEADER, appStoreLinks, mobileClientInfo, mobileClientRegistered, mobileClientRegistration } from '../../schemas/mobile-client';
import { user as userEntity } from '../../schemas/user';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { editableUser, userIdParam } from '../account/user-access';
import { recordEvent } from '../audit/record';
import { closeSignIn, familyOf } from '../auth/sessions';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { mobileSdkKeyMatches } from '../mobile-sdk/api-key';
import { readSection } from '../settings/project-settings';
import { deleteMobileClient, mobileClientsOf, registerMobileClient } from './mobile-clients';

/** Off: the service is not offered (503); on with a wrong or missing key: the key is refused (401). */
async function checkSdkKey(store: Store, request: FastifyRequest) {
  if (!(await readSection(store.db, 'mobile_sdk')).is_enabled) throw new AppError('service_unavailable', { api_key: 'the mobile SDK is disabled' });
  if (!(await mobileSdkKeyMatches(store.db, request.headers[MOBILE_SDK_KEY_HEADER]))) throw new AppError('invalid_token', { api_key: 'wrong API key' });
}

async function viewableUser(store: Store, actor: Actor, id: number) {
  const row = await store.db.selectFrom('users').select('id').where('id', '=', id).where(accessFilter(userEntity, actor, 'view')).executeTakeFirst();
  if (!row) throw new AppError('not_found');
}

export function mobileClientRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    const tags = ['mobile-clients'];
    const register = { summary: `Register the signed-in user's phone as a mobile client (mobile SDK API key in the ${MOBILE_SDK_KEY_HEADER} header); the same vendor_id updates it`, tags, body: mobileClientRegistration, answer: dataOf(mobileClientRegistered) };
    app.post('/mobile-clients', { config: { doc: register } }, async (request) => {
      await checkSdkKey(store, request);
      const sent = parseRequest(mobileClientRegistration, request.body ?? {});
      const [userId, family] = [request.actor.id, await familyOf(db, request.accessToken)];
      if (userId === null || !family) throw new AppError('invalid_token');
      const id = await db.transaction().execute(async (trx) => {
        const clientId = await registerMobileClient(trx, userId, family, sent);
        const changes = { mobile_client: { after: { mobile_client_id: clientId, platform: sent.platform, info: sent.info, vendor_id: sent.vendor_id } } };
        await recordEvent(trx, { actor: request.actor, entity: 'users', recordId: userId, action: 'command:register_mobile_client', changes });
        return clientId;
      });
      return { data: { mobile_client_id: id } };
    });

    // Any signed-in user may be shown where to get the app: the links alone, not the section's key.
    const stores = { summary: "The mobile app's store links (QR app store dialog)", tags, answer: dataOf(appStoreLinks) };
    app.get('/mobile-clients/app-stores', { config: { doc: stores } }, async () => {
      const { app_store_url, google_play_url } = await readSection(db, 'mobile_sdk');
      return { data: { app_store_url, google_play_url } };
    });

    const list = { summary: "A user's mobile clients (000 §3.2 mobile client info)", tags, answer: dataOf(z.array(mobileClientInfo)) };
    app.get('/users/:id/mobile-clients', { config: { doc: list } }, async (request) => {
      const userId = userIdParam(request.params);
      await viewableUser(store, request.actor, userId);
      return { data: await mobileClientsOf(db, userId) };
    });

    const revoke = { summary: 'Revoke a mobile client: it is deleted and the sign-in it registered with ends', tags, answer: okAnswer };
    app.delete('/users/:id/mobile-clients/:clientId', { config: { doc: revoke } }, async (request) => {
      const userId = userIdParam(request.params);
      await editableUser(store, request.actor, userId);
      const clientId = String((request.params as { clientId?: string }).clientId ?? '');
      await db.transaction().execute(async (trx) => {
        const gone = await deleteMobileClient(trx, userId, clientId);
        if (!gone) throw new AppError('not_found');
        await closeSignIn(trx, userId, gone.family);
        const changes = { mobile_client: { before: { mobile_client_id: clientId, platform: gone.platform, info: gone.info, vendor_id: gone.vendor_id } } };
        await recordEvent(trx, { actor: request.actor, entity: 'users', recordId: userId, action: 'command:revoke_mobile_client', changes });
      });
      return { data: { ok: true as const } };
    });
  };
}
