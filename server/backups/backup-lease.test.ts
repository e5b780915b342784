/**
 * One backup job at a time across server processes: two servers on one PostgreSQL database asked to make a
 * backup at the same moment, one makes it and the other answers the spec's 'action not allowed in the current
 * state'; once it is done either may make the next.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from '../test-support/server';

describe('backup jobs on two servers of one PostgreSQL database', () => {
  const servers: TestServer[] = [];
  const tokens: string[] = [];
  beforeAll(async () => {
    const backups = (name: string) => ({ dir: mkdtempSync(join(tmpdir(), `backup-lease-${name}-`)), key: 'lease test key' });
    servers.push(await startServer('postgres', { config: { backups: backups('a') } }));
    servers.push(await startServer('postgres', { demo: false, config: { databaseUrl: servers[0].config.databaseUrl, backups: backups('b') } }));
    for (const server of servers) tokens.push(await server.login('admin'));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  const make = (at: number) => servers[at].request('POST', '/backups', { token: tokens[at] });

  it('runs one make at a time: the other server is refused while it runs, and may make the next', async () => {
    const answers = await Promise.all([make(0), make(1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('not_in_state');
    for (const at of [0, 1]) expect((await make(at)).status).toBe(201);
  });
});
