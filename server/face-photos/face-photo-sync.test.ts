/**
 * Face photos reach face-capable devices over MQTT, on SQLite and PostgreSQL (issue 38 item 3): a virtual panel
 * (fleet/virtual-device.ts) with face recognition on holds a face identifier's photo as the console stores it;
 * with it off, or once the photo is removed, it holds the identifier without one; deleted, the identifier leaves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualDevice } from '../../fleet/virtual-device';
import { eventually } from '../test-support/eventually';
import { oneFace } from '../test-support/face-photos';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

const TIMING = { callTimeoutMs: 300, taskAttempts: 3, retryBaseMs: 50, pollMs: 25 };

describe.each(DIALECTS)('face photos in the device sync on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let panel: Row;
  let device: VirtualDevice;
  const by = (field: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule: 'equals', value }] });
  const faceRecognition = (enabled: boolean) => server.request('PATCH', `/devices/${panel.id}`, { token: admin, body: { device_settings: { face_recognition: { enabled } } } });

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, ...TIMING } } });
    admin = await server.login('admin');
    const rule = (await server.request('GET', '/access-rules/items', { token: admin, query: { filters: by('name', 'Block A residents') } })).body.data[0];
    panel = (await server.request('GET', `/devices/${rule.device_ids[0]}`, { token: admin })).body.data;
    const body = { protocol: 'mqtt', device_settings: { mqtt: { password: 'face-sync-secret' }, face_recognition: { enabled: true } } };
    expect((await server.request('PATCH', `/devices/${panel.id}`, { token: admin, body })).status).toBe(200);
    device = new VirtualDevice({ brokerUrl: server.store.devices!.brokerUrl, serial: panel.login, password: 'face-sync-secret', answerTimeoutMs: 3000 });
    await device.start();
  });
  afterAll(async () => {
    device?.dropOff();
    await server?.close();
  });

  it('sends the photo to a panel while it recognises faces, and no more once the photo or the identifier is removed', async () => {
    const resident = (await server.request('GET', '/users/items', { token: admin, query: { filters: by('login', 'resident1') } })).body.data[0];
    const created = await server.request('PUT', '/identifiers', { token: admin, body: { name: 'Synced face', type: 'face', value: 'synced-face-1', owner: resident.id } });
    const face = created.body.data as Row;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await oneFace())]), 'face.jpg');
    const uploaded = await fetch(`${server.url}/api/v0/identifiers/${face.id}/photo`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(uploaded.status).toBe(200);
    const stored = Buffer.from(await (await fetch(`${server.url}/api/v0/identifiers/${face.id}/photo`, { headers: { authorization: `Bearer ${admin}` } })).arrayBuffer());

    const held = () => (device.held.identifiers as Row[]).find((item) => item.id === face.id);
    const withPhoto = await eventually(held, (item) => item?.photo !== undefined);
    expect(withPhoto).toMatchObject({ type: 'face', number: 'synced-face-1', photo: { type: 'image/jpeg' } });
    expect(Buffer.from(withPhoto!.photo.data, 'base64').equals(stored)).toBe(true);

    const photoless = (item: Row | undefined) => item !== undefined && item.photo === undefined;
    expect((await faceRecognition(false)).status).toBe(200);
    expect(await eventually(held, photoless)).toMatchObject({ id: face.id, type: 'face' });

    expect((await faceRecognition(true)).status).toBe(200);
    expect((await eventually(held, (item) => item?.photo !== undefined))?.photo.version).toBe(withPhoto!.photo.version);
    expect((await server.request('DELETE', `/identifiers/${face.id}/photo`, { token: admin })).status).toBe(200);
    expect(await eventually(held, photoless)).toMatchObject({ id: face.id, type: 'face' });

    // Deleted, the identifier leaves the panel.
    expect((await server.request('DELETE', `/identifiers/${face.id}`, { token: admin })).status).toBe(200);
    expect(await eventually(held, (item) => item === undefined)).toBeUndefined();
  });
});
