/**
 * Writes by other processes to the tables an actor is made of, heard through LISTEN/NOTIFY: migration 0033's
 * statement triggers notify ACTOR_WRITES_CHANNEL on every write to them, by any process or by hand in psql,
 * at its commit. Each notification moves this process's write generation, which drops its cached actors
 * (server/auth/actor-cache.ts). While the listening connection is down nothing can be heard, so `listening()`
 * is false, the cache is not used, and the generation moves again when it is back.
 */
import { pgModule } from './pg';
import { noteForeignWrite } from './write-generation';

export const ACTOR_WRITES_CHANNEL = 'console_actor_writes';
const RECONNECT_MS = 1_000;

export interface WriteListener {
  listening(): boolean;
  close(): Promise<void>;
}

export async function listenForActorWrites(databaseUrl: string, onError: (error: Error) => void = () => undefined): Promise<WriteListener> {
  const pg = pgModule();
  let client: InstanceType<typeof pg.Client> | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (error) onError(error);
    if (!listening && !client) return;
    listening = false;
    noteForeignWrite();
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    if (!closed) retry = setTimeout(() => void start(), RECONNECT_MS).unref();
  };

  async function start() {
    const candidate = new pg.Client({ connectionString: databaseUrl });
    client = candidate;
    candidate.on('notification', (message) => {
      if (message.channel === ACTOR_WRITES_CHANNEL) noteForeignWrite();
    });
    candidate.on('error', lost);
    candidate.on('end', () => lost());
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${ACTOR_WRITES_CHANNEL}`);
      if (closed || client !== candidate) return;
      // Whatever was written while nobody listened is unknown: what is cached now may be stale.
      noteForeignWrite();
      listening = true;
    } catch (error) {
      lost(error as Error);
    }
  }

  await start();
  return {
    listening: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      listening = false;
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}
