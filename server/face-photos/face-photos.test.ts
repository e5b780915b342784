/**
 * Face identifiers' photos over real HTTP on SQLite and PostgreSQL (issue 38 item 3): a photo holding exactly one
 * face is kept re-encoded (resized, without EXIF) and removed with its identifier; two faces, none, a photo on a
 * card, and bad files (wrong type, oversized, polyglot, a 20,000 x 20,000 decompression bomb) are refused with a
 * clear error and nothing stored. The detector is the real one, loaded once for the file.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng, noFace, oneFace, twoFaces } from '../test-support/face-photos';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { detectFaces, MAX_WAITING } from './detector';

type Row = Record<string, any>;

function filesOnDisk(folder: string, table = 'identifiers'): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .filter((path) => path.startsWith(`${table}/`));
}

describe.each(DIALECTS)('face identifiers\' photos on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let residentId: number;
  let n = 0;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const users = (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    residentId = users.find((user) => user.login === 'resident1')!.id;
  });
  afterAll(async () => server?.close());

  const create = async (type = 'face') => {
    const answer = await server.request('PUT', '/identifiers', { token: admin, body: { name: `Face photo test ${++n}`, type, value: type === 'card' ? String(770_000 + n) : `face-photo-${n}`, owner: residentId } });
    expect(answer.status).toBe(201);
    return answer.body.data as Row;
  };
  const upload = (id: number, bytes: Buffer | string, name = 'me.jpg') => {
    const form = new FormData();
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    return fetch(`${server.url}/api/v0/identifiers/${id}/photo`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })
      .then(async (answer) => ({ status: answer.status, body: (await answer.json()) as Row }));
  };
  const download = (id: number) => fetch(`${server.url}/api/v0/identifiers/${id}/photo`, { headers: { authorization: `Bearer ${admin}` } });

  it('keeps a photo of one face resized and without EXIF, and removes it with the identifier', async () => {
    const face = await create();
    const photo = await oneFace(800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(face.id, photo, 'portrait.jpeg');
    expect(answer.status).toBe(200);
    expect(answer.body.data.photo).toMatchObject({ name: 'portrait.jpg', type: 'image/jpeg' });

    const stored = Buffer.from(await (await download(face.id)).arrayBuffer());
    expect(stored.length).toBe(answer.body.data.photo.size);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 408, 480, undefined]); // 800 x 941 fitted into 480 x 480
    expect(filesOnDisk(server.config.filesDir!)).toHaveLength(1);

    expect((await server.request('DELETE', `/identifiers/${face.id}`, { token: admin })).status).toBe(200);
    expect(filesOnDisk(server.config.filesDir!)).toHaveLength(0);
  });

  it('refuses a photo of two faces or of none with \'face not recognised\', storing nothing', async () => {
    const face = await create();
    const before = await storeFingerprint(server.store);
    for (const photo of [await twoFaces(), await noFace()]) {
      const answer = await upload(face.id, photo);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'face_not_recognised', fields: { photo: 'face not recognised' } });
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect(filesOnDisk(server.config.filesDir!)).toEqual([]);
  });

  it('refuses bad files with a clear error, storing nothing', async () => {
    const face = await create();
    const card = await create('card');
    const before = await storeFingerprint(server.store);
    const refusals: [Buffer | string, string][] = [
      ['%PDF-1.4 not a photo', 'Pick only PNG, JPEG, WebP files'],
      [Buffer.concat([await oneFace(), Buffer.alloc(5121 * 1024)]), 'File size max 5120 kb'],
      [Buffer.concat([await oneFace(), Buffer.from('PK\u0003\u0004 an archive riding along')]), 'The file holds more than an image'],
      [bombPng(), 'Image at most 8000 pixels on each side'],
      [Buffer.concat([bombPng(16).subarray(0, 40), Buffer.from('garbage')]), 'The file holds more than an image'],
    ];
    for (const [bytes, message] of refusals) {
      const answer = await upload(face.id, bytes);
      expect([answer.status, answer.body.error.fields]).toEqual([422, { photo: message }]);
    }
    const onCard = await upload(card.id, await oneFace());
    expect([onCard.status, onCard.body.error.fields]).toEqual([422, { photo: 'Only a face identifier has a photo' }]);
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect(filesOnDisk(server.config.filesDir!)).toEqual([]);
  });
});

describe('the face detector', () => {
  it(`looks at one photo at a time, lets ${MAX_WAITING} wait and refuses more as busy`, async () => {
    const { data, info } = await sharp(await noFace()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const image = { pixels: new Uint8Array(data), width: info.width, height: info.height };
    const answers = await Promise.allSettled(Array.from({ length: MAX_WAITING + 2 }, () => detectFaces(image)));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(MAX_WAITING + 1).fill('fulfilled'), 'rejected']);
    expect((answers.at(-1) as PromiseRejectedResult).reason).toMatchObject({ key: 'service_unavailable' });
  });
});
