/**
 * Keeps an external broker's device accounts equal to the devices: every device with an MQTT password has
 * an account at start, a saved device gets its account after the commit, and a deleted device loses it
 * (looked at shortly after the delete, so an account goes only once its device is really gone).
 */
import type { Store } from '../crud/repository';
import { entityHooks } from '../crud/hooks';
import { device } from '../../schemas/device';
import { type BrokerAccounts, mqttPasswordOf } from './device-accounts';
import { isTopicSafeSerial } from '../../device-protocol/topics';

async function putAccount(store: Store, accounts: BrokerAccounts, serial: string) {
  const password = await mqttPasswordOf(store.db, serial);
  if (!isTopicSafeSerial(serial)) return;
  if (password) await accounts.put(serial, password);
  else await accounts.remove(serial);
}

export const deviceSerials = async (store: Store) => (await store.db.selectFrom('devices').select('login').execute()).map((row) => String(row.login));

export async function putAllAccounts(store: Store, accounts: BrokerAccounts) {
  for (const serial of await deviceSerials(store)) await putAccount(store, accounts, serial);
}

/**
 * After the devices were replaced (a restore): every account of `previous` and of the devices now goes (the
 * broker disconnects a client whose account is deleted), then the devices now get theirs back.
 */
export async function renewAllAccounts(store: Store, accounts: BrokerAccounts, previous: string[]) {
  const serials = new Set([...previous, ...(await deviceSerials(store))]);
  for (const serial of serials) if (isTopicSafeSerial(serial)) await accounts.remove(serial);
  await putAllAccounts(store, accounts);
}

/**
 * The devices' hooks of account upkeep, while the device network runs on an external broker (its `accounts`);
 * `onError` hears a broker that refused.
 */
export function accountSyncHooks(onError: (error: unknown) => void) {
  const sync = (run: () => Promise<void>) => void run().catch(onError);
  return entityHooks(device, {
    afterWrite: [
      async ({ store, data, stored, afterCommit }) => {
        const accounts = store.devices?.accounts;
        if (!accounts) return;
        const serial = String(data.login ?? stored?.login ?? '');
        const previous = stored?.login ? String(stored.login) : undefined;
        afterCommit(async () =>
          sync(async () => {
            if (previous && previous !== serial) await accounts.remove(previous);
            await putAccount(store, accounts, serial);
          }),
        );
      },
    ],
    beforeDelete: [
      async ({ db, store, ids }) => {
        const accounts = store.devices?.accounts;
        if (!accounts) return { deletable: ids, dependencies: {} };
        const rows = ids.length ? await db.selectFrom('devices').select('login').where('id', 'in', ids).execute() : [];
        const serials = rows.map((row) => String(row.login));
        // No after-commit here: a moment later the rows are gone (committed) or still there (rolled back).
        setTimeout(() => sync(async () => {
          for (const serial of serials) {
            const still = await store.db.selectFrom('devices').select('id').where('login', '=', serial).executeTakeFirst();
            if (!still) await accounts.remove(serial);
          }
        }), 1000).unref();
        return { deletable: ids, dependencies: {} };
      },
    ],
  });
}
