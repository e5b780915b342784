/**
 * A per-IP limit on the public account calls (registration, codes, recovery): at most LIMIT requests per
 * call and address in a sliding minute, else 429 too_many_attempts with Retry-After. Whitelisted addresses
 * are exempt, as for sign-in. Codes additionally die after 5 wrong tries (one-time-tokens.ts), so guessing
 * a 6-digit code is bounded per token, not only per address. Counters live in memory, like the login throttle.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const PUBLIC_LIMIT = 20;
const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

export function publicThrottle(exempt: (ip: string) => Promise<boolean>, limit = PUBLIC_LIMIT) {
  const hits = new Map<string, number[]>();
  return async function check(request: FastifyRequest) {
    if (await exempt(request.ip)) return;
    const now = Date.now();
    if (hits.size > MAX_TRACKED) hits.clear();
    const key = `${request.ip} ${request.routeOptions.url}`;
    const recent = (hits.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= limit) {
      throw new AppError('too_many_attempts', undefined, { retry_after: Math.ceil((recent[0] + WINDOW_MS - now) / 1000) });
    }
    recent.push(now);
    hits.set(key, recent);
  };
}
