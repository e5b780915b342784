/** The HTTP test double answers only what a test gave it, and says which call nobody expected. */
import { describe, expect, it } from 'vitest';
import { httpDouble } from './http-double';

describe('httpDouble', () => {
  it('answers the given calls with a copy, from a value or from the request, and records them', async () => {
    const stored = { data: { id: 1 } };
    const server = httpDouble({ 'GET /things/1': stored, 'POST /things': ({ body }: { body?: unknown }) => ({ data: body }) });
    const read = await server.http('GET', '/things/1');
    read.data.id = 2;
    expect(await server.http('GET', '/things/1')).toEqual({ data: { id: 1 } });
    expect(await server.http('post', '/things', { body: { name: 'A' } })).toEqual({ data: { name: 'A' } });
    expect(server.calls.map((call) => call.request)).toEqual(['GET /things/1', 'GET /things/1', 'POST /things']);
  });

  it('throws on any call it was not given an answer for, and lists it', () => {
    const server = httpDouble({ 'GET /things/1': {} });
    expect(() => server.http('DELETE', '/things/1')).toThrow('unexpected call DELETE /things/1');
    expect(server.unexpected).toEqual(['DELETE /things/1']);
    expect(server.calls).toEqual([]);
  });

  it('fails a call whose answer throws, as a refused request', async () => {
    const server = httpDouble({ 'POST /things': () => { throw new Error('Name is taken'); } });
    await expect(server.http('POST', '/things')).rejects.toThrow('Name is taken');
  });
});
