/** Avatars: multipart upload of the cropped image, public serving, removal (001 §7), on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { MAX_AVATAR_BYTES } from './avatars';

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe.each(DIALECTS)('avatars on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const userId = async (login: string) => Number((await server.store.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id);
  async function upload(id: number, token: string, image: Buffer, type = 'image/png', fields: Record<string, string> = { x: '10', y: '20', size: '200' }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('image', new Blob([new Uint8Array(image)], { type }), 'avatar.png');
    const response = await fetch(`${server.url}/api/v0/users/${id}/avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: await response.json() };
  }

  it('stores the own avatar, serves it publicly with its type and a long cache, and removes it', async () => {
    const token = await server.login('resident1');
    const id = await userId('resident1');
    const answer = await upload(id, token, PNG);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const url = answer.body.data.avatar_url as string;
    expect(url).toMatch(/^\/api\/v0\/avatars\/[0-9a-f]{32}$/);
    expect((await server.request('GET', '/profile', { token })).body.data.avatar_url).toBe(url);
    const stored = await server.store.db.selectFrom('avatars').select(['x', 'y', 'size']).where('user_id', '=', id).executeTakeFirstOrThrow();
    expect([Number(stored.x), Number(stored.y), Number(stored.size)]).toEqual([10, 20, 200]);

    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await server.request('DELETE', `/users/${id}/avatar`, { token });
    expect(removed.status).toBe(200);
    expect((await server.request('GET', '/profile', { token })).body.data.avatar_url).toBeNull();
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
  });

  it('lets an administrator set another user\'s avatar, not a resident', async () => {
    const target = await userId('resident2');
    expect((await upload(target, admin, PNG)).status).toBe(200);
    const resident = await server.login('resident3');
    const before = await storeFingerprint(server.store);
    expect((await upload(target, resident, PNG)).status).toBe(404);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses a file that is not PNG, JPEG or WebP by its bytes, and one over 2 MB, writing nothing', async () => {
    const id = await userId('resident4');
    const before = await storeFingerprint(server.store);
    const avatars = await server.store.db.selectFrom('avatars').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const fake = await upload(id, admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.status).toBe(422);
    expect(fake.body.error.code).toBe('wrong_file_body');
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_AVATAR_BYTES)]);
    const tooBig = await upload(id, admin, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('payload_too_large');
    const noCrop = await upload(id, admin, PNG, 'image/png', {});
    expect(noCrop.status).toBe(422);
    const notMultipart = await server.request('POST', `/users/${id}/avatar`, { token: admin, body: { image: 'x' } });
    expect(notMultipart.status).toBe(422);
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect(await server.store.db.selectFrom('avatars').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(avatars);
  });
});
