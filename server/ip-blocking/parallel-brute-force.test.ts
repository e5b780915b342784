/**
 * The sign-in throttle and the IP block under parallel load (issue 13, item 4), over real HTTP on SQLite
 * and PostgreSQL: 100 sign-ins sent at once must get no more password checks than 100 sent in a row.
 * Addresses are simulated with X-Forwarded-For (TRUST_PROXY on here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { ADMIN_PASSWORD, type Answer, DIALECTS, type TestServer, startServer } from '../test-support/server';

// The defaults, but a first wait of a minute: on a busy machine the checks alone may outlast one second.
const DEFAULTS: Config['loginThrottle'] = { freeAttempts: 5, baseDelayMs: 60_000, maxDelayMs: 300_000, blockAfter: 20, blockSeconds: 3600, windowSeconds: 900 };

/**
 * 99 wrong passwords at once, then the right one. Parallel fetches reach the server in any order, and a
 * right password among the first attempts would rightly get in; so the right one is sent once all but
 * `limit` wrong ones have been answered: the attempts still in flight must count by then.
 */
async function burst(server: TestServer, ip: string, loginOf: (i: number) => string, limit: number) {
  const attempt = (i: number) => server.request('POST', '/login', {
    body: { login: loginOf(i), password: i === 99 ? ADMIN_PASSWORD : `wrong-password-${i}` },
    headers: { 'x-forwarded-for': ip },
  });
  let answered = 0;
  let enough!: () => void;
  const enoughAnswered = new Promise<void>((resolve) => (enough = resolve));
  const wrong = Array.from({ length: 99 }, (_, i) => attempt(i).then((answer) => {
    if (++answered >= 99 - limit) enough();
    return answer;
  }));
  await enoughAnswered;
  return Promise.all([...wrong, attempt(99)]);
}

const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

async function failuresAudited(server: TestServer) {
  const row = await server.store.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'login_failed').executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DIALECTS)('sign-in throttle under parallel load on %s', (dialect) => {
  describe('the default backoff (5 free failures)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect, { demo: false, config: { trustProxy: true, loginThrottle: DEFAULTS } });
    });
    afterAll(async () => server?.close());

    it('lets people behind one address sign in at once with their own logins (more of them than the free attempts)', async () => {
      const admin = await server.login('admin');
      const logins = Array.from({ length: 12 }, (_, i) => `office.${dialect}.${i}`);
      for (const login of logins) {
        const created = await server.request('PUT', '/users', { token: admin, body: { login, name: login, domain_ids: [0], password: 'office-password' } });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      }
      const answers = await Promise.all(logins.map((login) => server.request('POST', '/login', {
        body: { login, password: 'office-password' },
        headers: { 'x-forwarded-for': '10.20.0.9' },
      })));
      expect(answers.map((answer) => answer.status)).toEqual(logins.map(() => 200));
    });

    it('checks only the free attempts of 100 parallel sign-ins for one login from one address; the right password last is refused', async () => {
      const answers = await burst(server, '10.20.0.1', () => 'admin', DEFAULTS.freeAttempts);
      // Exactly the free attempts reached the password check; the others waited (429) unverified.
      expect(count(answers, 401) + count(answers, 200)).toBe(DEFAULTS.freeAttempts);
      expect(count(answers, 429)).toBe(100 - DEFAULTS.freeAttempts);
      expect(answers[99].status).toBe(429);
      expect(answers[99].body.error.code).toBe('too_many_attempts');
      expect(await failuresAudited(server)).toBe(count(answers, 401));
      // The backoff goes on: right after the burst the right password still waits.
      const next = await server.request('POST', '/login', { body: { login: 'admin', password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': '10.20.0.2' } });
      expect(next.status).toBe(429);
    });
  });

  describe('the IP block (20 failures, no backoff)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect, { demo: false, config: { trustProxy: true, loginThrottle: { ...DEFAULTS, freeAttempts: 1000 } } });
    });
    afterAll(async () => server?.close());

    it('blocks the address after 20 checked failures of 100 parallel sign-ins; none of the rest is checked', async () => {
      const ip = '10.21.0.1';
      const answers = await burst(server, ip, (i) => (i === 99 ? 'admin' : `nobody.${i}`), DEFAULTS.blockAfter);
      expect(count(answers, 401)).toBe(DEFAULTS.blockAfter);
      expect(count(answers, 200)).toBe(0);
      expect(answers.filter((answer) => answer.status !== 401).every((answer) => [403, 429].includes(answer.status))).toBe(true);
      expect(await failuresAudited(server)).toBe(DEFAULTS.blockAfter);
      const blocked = await server.request('POST', '/login', { body: { login: 'admin', password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': ip } });
      expect(blocked.status).toBe(403);
      expect(blocked.body.error.code).toBe('ip_blocked');
      // Another address is not held back by this one's block.
      const other = await server.request('POST', '/login', { body: { login: 'admin', password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': '10.21.0.2' } });
      expect(other.status).toBe(200);
    });
  });
});
