/**
 * One backup job at a time (a make, an upload's check or an apply) across every server process on the database:
 * a job holds the 'backups' lease (server/db/leases.ts), renewed while it runs, so a process that dies frees it
 * within LEASE_MS. Another asked meanwhile, here or in another process, is refused at once with 'action not
 * allowed in the current state' rather than queued behind an hour-long one. A job is given the backup timeout
 * (001 constants: 1 h); its caller is answered then, and the lease stays taken until the work has really stopped.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { releaseLease, renewLease, takeLease } from '../db/leases';
import { AppError } from '../errors';
import { BACKUP_TIMEOUT_MS } from './format';

const LEASE_MS = 60_000;

export interface OneJob {
  /** The job this process runs now, if any. */
  running(): string | undefined;
  run<T>(job: string, work: () => Promise<T>): Promise<T>;
}

const busy = (job: string) => new AppError('not_in_state', { _: `a backup job is running: ${job}` }, { running: job });

export function oneJob(db: Kysely<any>, timeoutMs = BACKUP_TIMEOUT_MS): OneJob {
  let current: string | undefined;
  const owner = randomUUID();

  /** Holds the lease around `work`: taken first, renewed while it runs, given back when it ends. */
  async function leased<T>(job: string, work: () => Promise<T>): Promise<T> {
    const lease = { name: 'backups', owner, purpose: job };
    const taken = await takeLease(db, lease, LEASE_MS);
    if (!taken.taken) throw busy(taken.heldFor);
    const renewal = setInterval(() => void renewLease(db, lease, LEASE_MS).catch(() => undefined), LEASE_MS / 3);
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await releaseLease(db, lease);
    }
  }

  return {
    running: () => current,
    async run(job, work) {
      // Taken before the first await: two calls of this process never both reach the lease.
      if (current) throw busy(current);
      current = job;
      const working = leased(job, work).finally(() => {
        current = undefined;
      });
      // Past the timeout nobody awaits it: its end is still handled.
      working.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AppError('service_unavailable', { _: 'backup timed out' })), timeoutMs);
      });
      try {
        return await Promise.race([working, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
