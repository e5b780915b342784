/**
 * A JSON body nested deeper than MAX_JSON_DEPTH is refused when it is parsed, before any route sees it:
 * 400 bad_request naming the depth, on the project settings sections whose merge recursed (5,000 deep
 * answered 500) and on a generic entity route; the server keeps answering, and an ordinary nested body
 * still reaches its route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from './json-body';
import { type TestServer, startServer } from './test-support/server';

/** `{"a":{"a":…{"a":1}…}}`, `depth` objects deep, as text (no recursion on the sending side either). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer('sqlite');
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = async (method: string, path: string, body?: string) => {
    const response = await fetch(new URL(`/api/v0${path}`, server.url), { method, headers: { authorization: `Bearer ${admin}`, ...(body !== undefined && { 'content-type': 'application/json' }) }, body });
    return { status: response.status, body: await response.json() };
  };

  it.each([
    ['PATCH', '/project-settings/licenses'],
    ['PATCH', '/project-settings/sip'],
    ['PUT', '/groups'],
  ])('%s %s refuses a body nested 5,000 deep with 400, and the server goes on', async (method, path) => {
    const deep = await send(method, path, `{"settings":${nested(5000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatchObject({ code: 'bad_request', fields: { _: `body nested deeper than ${MAX_JSON_DEPTH} levels` } });
    expect((await send('GET', '/project-settings/sip')).status).toBe(200);
  });

  it('refuses arrays as deep as objects, and counts nesting inside strings as text', async () => {
    expect((await send('PUT', '/groups', `{"name":${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`)).status).toBe(400);
    const bracesInText = await send('PUT', '/groups', JSON.stringify({ name: `${'{['.repeat(5000)}"\\`, description: '' }));
    expect(bracesInText.status).not.toBe(400);
  });

  it('lets a body at the limit through to its route', async () => {
    const atLimit = await send('PUT', '/groups', `{"name":"x","extra":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.status).toBe(422);
    expect(atLimit.body.error.code).toBe('invalid_data');
  });
});
