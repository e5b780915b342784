/**
 * "Value taken" answers are an oracle: uniqueness is global, so a write can tell whether a login, a door
 * code or a card exists anywhere, in groups the actor cannot see. Every other refusal comes first (the
 * repository runs uniqueness last), and this throttle bounds what is left: an actor (by user id) that
 * hears "taken" `freeRefusals` times within `windowSeconds` gets 429 too_many_attempts, with Retry-After,
 * for every further uniqueness probe until the oldest of those answers leaves the window. A probe in
 * flight counts as taken until it answers, so a parallel burst cannot outrun the count.
 * Counters live in memory, per process (as the sign-in throttle's).
 */
import type { SelectQueryBuilder } from 'kysely';
import { AppError } from '../errors';

/** "Value taken" answers per actor before uniqueness probes answer 429 (UNIQUE_REFUSALS_FREE, UNIQUE_REFUSAL_WINDOW). */
export interface UniqueThrottle {
  freeRefusals: number;
  windowSeconds: number;
}

const MAX_TRACKED = 50_000;

export type UniqueProbe = (query: SelectQueryBuilder<any, any, any>) => Promise<boolean>;

export function uniqueRefusalThrottle(settings: UniqueThrottle) {
  const windowMs = settings.windowSeconds * 1000;
  const taken = new Map<number, number[]>();
  const inFlight = new Map<number, number>();

  function recent(actorId: number, now: number) {
    const times = (taken.get(actorId) ?? []).filter((at) => now - at < windowMs);
    if (times.length) taken.set(actorId, times);
    else taken.delete(actorId);
    return times;
  }

  function admit(actorId: number, now: number) {
    const times = recent(actorId, now);
    const pending = inFlight.get(actorId) ?? 0;
    if (times.length + pending >= settings.freeRefusals) {
      const oldest = times.length >= settings.freeRefusals ? times[times.length - settings.freeRefusals] : now;
      throw new AppError('too_many_attempts', undefined, { retry_after: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) });
    }
    inFlight.set(actorId, pending + 1);
  }

  function settle(actorId: number, wasTaken: boolean) {
    const pending = (inFlight.get(actorId) ?? 1) - 1;
    if (pending > 0) inFlight.set(actorId, pending);
    else inFlight.delete(actorId);
    if (!wasTaken) return;
    // Bounded memory: a full map is emptied rather than grown (the window forgets them anyway).
    if (taken.size >= MAX_TRACKED && !taken.has(actorId)) taken.clear();
    taken.set(actorId, [...(taken.get(actorId) ?? []), Date.now()]);
  }

  return {
    /** A probe for `actorId` (null: the server itself, never throttled): true when the value is taken. */
    probe(actorId: number | null): UniqueProbe {
      return async (query) => {
        if (actorId === null) return Boolean(await query.executeTakeFirst());
        admit(actorId, Date.now());
        let found = false;
        try {
          found = Boolean(await query.executeTakeFirst());
          return found;
        } finally {
          settle(actorId, found);
        }
      };
    },
  };
}

export type UniqueRefusalThrottle = ReturnType<typeof uniqueRefusalThrottle>;

/** Without a throttle (a store built by hand): probes only ask. */
export const unthrottledProbe: UniqueProbe = async (query) => Boolean(await query.executeTakeFirst());
