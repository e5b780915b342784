/**
 * Refresh under races (issue 13, item 5), over real HTTP on SQLite and PostgreSQL: parallel refreshes with
 * one token rotate it once and all get the same new pair (two tabs stay signed in, the session does not
 * fork); a duplicate within the grace window is answered again, a reuse after it revokes the family.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DIALECTS, type TestServer, startServer } from '../test-support/server';
import { REFRESH_GRACE_MS } from './refresh-successor';

interface Pair {
  token: string;
  refresh: string;
}

describe.each(DIALECTS)('refresh races on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server?.close());

  const signIn = async () => (await server.request('POST', '/login', { body: { login: 'dealer', password: DEMO_PASSWORD } })).body.sessions[0] as Pair;
  const refresh = (token: string) => server.request('POST', '/refresh', { body: { token } });
  const profileStatus = async (token: string) => (await server.request('GET', '/profile', { token })).status;
  const familyRows = async (access: string) => {
    const all = await server.store.db.selectFrom('sessions').select(['family', 'revoked', 'access_hash']).execute();
    const family = all.find((row) => row.access_hash === createHash('sha256').update(access).digest('hex'))!.family;
    return all.filter((row) => row.family === family);
  };
  /** Moves a spent token's rotation back in time, past the grace window. */
  const ageRotations = (ms: number) =>
    server.store.db.updateTable('sessions').set((eb) => ({ rotated_at: eb('rotated_at', '-', ms) })).where('rotated_at', 'is not', null).execute();

  it('answers parallel refreshes with one token with one and the same new pair; the session goes on (5 trials of 3 tabs)', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const first = await signIn();
      const answers = await Promise.all([1, 2, 3].map(() => refresh(first.refresh)));
      expect(answers.map((answer) => answer.status), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 200, 200]);
      const pairs = answers.map((answer) => ({ token: answer.body.data.token, refresh: answer.body.data.refresh }));
      expect(new Set(pairs.map((pair) => `${pair.token} ${pair.refresh}`)).size).toBe(1);
      const [next] = pairs;
      expect(next.refresh).not.toBe(first.refresh);
      expect(await profileStatus(next.token)).toBe(200);
      expect(await profileStatus(first.token)).toBe(401);
      // Rotated once: the first session and one successor, of which only the successor lives.
      const rows = await familyRows(next.token);
      expect(rows.map((row) => Number(row.revoked)).sort()).toEqual([0, 1]);
      const again = await refresh(next.refresh);
      expect(again.status).toBe(200);
      expect(await profileStatus(again.body.data.token)).toBe(200);
    }
  });

  it('answers a duplicate within the grace window with the same pair, however often, and never revokes', async () => {
    const first = await signIn();
    const next = (await refresh(first.refresh)).body.data;
    for (let i = 0; i < 3; i++) {
      const duplicate = await refresh(first.refresh);
      expect(duplicate.status).toBe(200);
      expect(duplicate.body.data).toMatchObject({ token: next.token, refresh: next.refresh, project: { id: 1 } });
      expect(duplicate.body.data.expires_in).toBeGreaterThan(890);
    }
    expect(await profileStatus(next.token)).toBe(200);
  });

  it('revokes the family on a reuse after the grace window', async () => {
    const first = await signIn();
    const next = (await refresh(first.refresh)).body.data;
    await ageRotations(REFRESH_GRACE_MS + 1000);
    const reuse = await refresh(first.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('invalid_token');
    expect(await profileStatus(next.token)).toBe(401);
    expect((await refresh(next.refresh)).status).toBe(401);
  });

  it('gives a duplicate nothing once its successor has ended (logout), and nothing to a token not spent by rotation', async () => {
    const first = await signIn();
    const next = (await refresh(first.refresh)).body.data;
    expect((await server.request('POST', '/logout', { token: next.token })).status).toBe(200);
    expect((await refresh(first.refresh)).status).toBe(401);
    expect((await refresh(next.refresh)).status).toBe(401);
  });

  it('keeps no token in clear: the successor pair is sealed with the spent refresh token', async () => {
    const first = await signIn();
    const next = (await refresh(first.refresh)).body.data;
    const rows = await server.store.db.selectFrom('sessions').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const secret of [first.token, first.refresh, next.token, next.refresh]) expect(stored).not.toContain(secret);
    expect(rows.filter((row) => row.successor !== null).length).toBeGreaterThan(0);
  });
});
