/**
 * The export of an entity passes the same gate as its list (server/crud/entity-gate.ts): with the
 * entity's licensed feature off, both answer 'no licences'; over real HTTP on SQLite and PostgreSQL.
 */
import { entityLicences } from '../../schemas/licence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const licensed = entities.filter((entity) => entity.licence);

describe.each(DIALECTS)('exports behind the licence on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const features = (is_enabled: boolean) => Object.fromEntries(licensed.flatMap((entity) => entityLicences(entity).map((feature) => [feature, { is_enabled }])));
  async function setFeatures(is_enabled: boolean) {
    const answer = await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { features: features(is_enabled) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  /** Status of the list and, where the entity exports, of its CSV and xlsx downloads. */
  async function statuses() {
    const answers: Record<string, number> = {};
    for (const entity of licensed) {
      answers[`${entity.path}/items`] = (await server.request('GET', `/${entity.path}/items`, { token: admin })).status;
      if (!entity.export) continue;
      for (const format of ['csv', 'xlsx']) {
        const answer = await server.request('GET', `/${entity.path}/download`, { token: admin, query: { export_format: format } });
        answers[`${entity.path}/download?${format}`] = answer.status;
        if (answer.status === 403) expect(answer.body).toMatchObject({ message: 'no licences for the project' });
      }
    }
    return answers;
  }

  it('answers the export as the list: 200 with the feature on, 403 no licences with it off', async () => {
    expect(licensed.filter((entity) => entity.export).map((entity) => entity.path)).toContain('elevators/events');
    const on = await statuses();
    expect(Object.values(on).every((status) => status === 200), JSON.stringify(on)).toBe(true);
    await setFeatures(false);
    try {
      const off = await statuses();
      expect(off).toEqual(Object.fromEntries(Object.keys(on).map((key) => [key, 403])));
    } finally {
      await setFeatures(true);
    }
    expect(await statuses()).toEqual(on);
  });
});
