/**
 * Keeps an external broker's device accounts equal to the devices: every device with an MQTT password has
 * an account at start, a saved device gets its account after the commit, and a deleted device loses it
 * (looked at shortly after the delete, so an account goes only once its device is really gone).
 */
import type { Store } from '../crud/repository';
import type { EntityHooks } from '../entities/hooks';
import { type BrokerAccounts, mqttPasswordOf } from './device-accounts';
import { isTopicSafeSerial } from '../../device-protocol/topics';

async function putAccount(store: Store, accounts: BrokerAccounts, serial: string) {
  const password = await mqttPasswordOf(store.db, serial);
  if (!isTopicSafeSerial(serial)) return;
  if (password) await accounts.put(serial, password);
  else await accounts.remove(serial);
}

export async function putAllAccounts(store: Store, accounts: BrokerAccounts) {
  const rows = await store.db.selectFrom('devices').select('login').execute();
  for (const row of rows) await putAccount(store, accounts, String(row.login));
}

/** The devices' hooks plus account upkeep; `onError` hears a broker that refused. */
export function withAccountSync(store: Store, accounts: BrokerAccounts, hooks: EntityHooks | undefined, onError: (error: unknown) => void): EntityHooks {
  const sync = (run: () => Promise<void>) => void run().catch(onError);
  return {
    ...hooks,
    async afterWrite(ctx) {
      await hooks?.afterWrite?.(ctx);
      const serial = String(ctx.data.login ?? ctx.stored?.login ?? '');
      const previous = ctx.stored?.login ? String(ctx.stored.login) : undefined;
      ctx.afterCommit(async () =>
        sync(async () => {
          if (previous && previous !== serial) await accounts.remove(previous);
          await putAccount(store, accounts, serial);
        }),
      );
    },
    async beforeDelete(ctx) {
      const checked = hooks?.beforeDelete ? await hooks.beforeDelete(ctx) : { deletable: ctx.ids, dependencies: {} };
      const rows = checked.deletable.length ? await ctx.db.selectFrom('devices').select('login').where('id', 'in', checked.deletable).execute() : [];
      const serials = rows.map((row) => String(row.login));
      // No after-commit here: a moment later the rows are gone (committed) or still there (rolled back).
      setTimeout(() => sync(async () => {
        for (const serial of serials) {
          const still = await store.db.selectFrom('devices').select('id').where('login', '=', serial).executeTakeFirst();
          if (!still) await accounts.remove(serial);
        }
      }), 1000).unref();
      return checked;
    },
  };
}
