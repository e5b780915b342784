/**
 * One backup job at a time per server (a make, an upload's check or an apply): another asked meanwhile is
 * refused at once with 'action not allowed in the current state' rather than queued behind an hour-long one.
 * A job is given the backup timeout (001 constants: 1 h); its caller is answered then, and the slot stays taken
 * until the work has really stopped.
 */
import { AppError } from '../errors';
import { BACKUP_TIMEOUT_MS } from './format';

export interface OneJob {
  /** The job running now, if any. */
  running(): string | undefined;
  run<T>(job: string, work: () => Promise<T>): Promise<T>;
}

export function oneJob(timeoutMs = BACKUP_TIMEOUT_MS): OneJob {
  let current: string | undefined;
  return {
    running: () => current,
    async run(job, work) {
      if (current) throw new AppError('not_in_state', { _: `a backup job is running: ${current}` }, { running: current });
      current = job;
      const working = work().finally(() => {
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
