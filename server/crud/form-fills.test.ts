/**
 * The server half of every form fill an entity declares (schemas/define-entity.ts FormFill): `GET
 * /{path}/{from}` exists, answers each declared field with a value the entity's own field schema accepts (so a
 * filled form can be saved as it is), and refuses a resident, who creates none of these entities. On both
 * databases; a new fill is covered without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { consoleEntities } from '../../schemas';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const fills = consoleEntities.flatMap((entity) => Object.entries(entity.formFills ?? {}).map(([name, fill]) => ({ entity, name, fill })));

describe.each(DIALECTS)('form fills answered by the server on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let resident: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, resident] = await Promise.all([server.login('admin'), server.login('resident1')]);
  });
  afterAll(async () => server?.close());

  it('covers at least the virtual number generate', () => {
    expect(fills.map(({ entity, name }) => `${entity.path}.${name}`)).toContain('virtual-numbers.generate');
  });

  it.each(fills.map((entry) => [`${entry.entity.path} ${entry.name}`, entry] as const))('%s answers every field the form takes', async (_name, { entity, fill }) => {
    const { status, body } = await server.request('GET', `/${entity.path}/${fill.from}`, { token: admin });
    expect(status).toBe(200);
    for (const field of fill.fields) {
      expect(body.data, field).toHaveProperty(field);
      const schema = (entity.fields as Record<string, z.ZodType>)[field];
      expect(schema.safeParse(body.data[field]).success, `${field}: ${JSON.stringify(body.data[field])}`).toBe(true);
    }
  });

  it.each(fills.map((entry) => [`${entry.entity.path} ${entry.name}`, entry] as const))('%s is refused to a resident', async (_name, { entity, fill }) => {
    const { status, body } = await server.request('GET', `/${entity.path}/${fill.from}`, { token: resident });
    expect([status, body.error.code]).toEqual([403, 'prohibited']);
  });
});
