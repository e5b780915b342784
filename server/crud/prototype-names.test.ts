/**
 * Names every JavaScript object answers to (`constructor`, `toString`, `__proto__`, …) are not relations,
 * filter fields or sort fields of any entity: a list or record naming them is 400 invalid data, over real
 * HTTP on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, user } from '../../schemas';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

describe.each(DIALECTS)('prototype names on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  /** `path -> status` for every entity's list with `query`. */
  async function listStatuses(query: (name: string) => Record<string, unknown>) {
    const answers: Record<string, number> = {};
    for (const entity of entities) {
      await Promise.all(
        PROTOTYPE_NAMES.map(async (name) => {
          const answer = await server.request('GET', `/${entity.path}/items`, { token: admin, query: query(name) });
          answers[`${entity.path} ${name}`] = answer.status;
          if (answer.status === 400) expect(answer.body).toMatchObject({ message: 'invalid data sent' });
        }),
      );
    }
    return answers;
  }
  const all400 = (answers: Record<string, number>) => Object.fromEntries(Object.keys(answers).map((key) => [key, 400]));

  it('refuses them in with= on every list, with entities that declare relations among them', async () => {
    expect(entities.some((entity) => entity.relations && Object.keys(entity.relations).length)).toBe(true);
    const answers = await listStatuses((name) => ({ with: name }));
    expect(answers).toEqual(all400(answers));
  });

  it('refuses them in with= on a record, alone or beside a declared relation', async () => {
    const id = (await server.request('GET', '/profile', { token: admin })).body.data.id;
    const declared = Object.keys(user.relations!)[0];
    for (const name of PROTOTYPE_NAMES) {
      for (const value of [name, `${declared},${name}`]) {
        const answer = await server.request('GET', `/users/${id}`, { token: admin, query: { with: value } });
        expect([value, answer.status, answer.body.error?.fields]).toEqual([value, 400, { with: `unknown_relation:${name}` }]);
      }
    }
    expect((await server.request('GET', `/users/${id}`, { token: admin, query: { with: declared } })).status).toBe(200);
  });

  it('refuses them as filter fields and sort fields', async () => {
    const filters = await listStatuses((name) => ({ filters: { matching: 'match_all', items: [{ field: name, rule: 'equals', value: 1 }] } }));
    expect(filters).toEqual(all400(filters));
    const sorts = await listStatuses((name) => ({ sort: `-${name}` }));
    expect(sorts).toEqual(all400(sorts));
  });
});
