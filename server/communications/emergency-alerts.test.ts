/**
 * Emergency alerts and the generator's file fields (issue 15 §3, §9) over real HTTP on SQLite and PostgreSQL:
 * the sound is uploaded as multipart, checked by content and size, kept on disk, downloaded by those who see
 * the alert and gone with it; start tells the target devices to play it, stop to stop; bad requests write
 * nothing, and parallel uploads leave exactly one file.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sirenWav } from '../demo/emergency-alerts';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { stopFinishedAlerts } from './emergency-alerts';

type Row = Record<string, any>;

/** Every file under the server's files folder (FILES_DIR), as paths relative to it. */
function filesOnDisk(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

describe.each(DIALECTS)('emergency alerts and file fields on %s', (dialect) => {
  let server: TestServer;
  let folder: string;
  let managerA: string;
  const groups: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer(dialect);
    folder = server.config.filesDir!;
    managerA = await server.login('manager.a');
    const admin = await server.login('admin');
    for (const group of (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data as Row[]) groups[group.name] = group.id;
  });
  afterAll(async () => server?.close());

  const upload = (id: number, token: string, bytes: Buffer | string, name = 'sound.wav', part = 'file') => {
    const form = new FormData();
    form.append(part, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    return fetch(`${server.url}/api/v0/emergency-alerts/${id}/file`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
      .then(async (answer) => ({ status: answer.status, body: (await answer.json()) as Row }));
  };
  const create = (token: string, body: Row) => server.request('PUT', '/emergency-alerts', { token, body });
  const alertTasks = async (alertId: number, type: string) =>
    ((await server.request('GET', '/devices/tasks/items', { token: await server.login('admin'), query: { size: 100, filters: { items: [{ field: 'type', rule: 'equals', value: type }] } } })).body.data as Row[])
      .filter((task) => task.payload.alert_id === alertId);

  it('refuses an alert without recipients and writes nothing', async () => {
    const before = await storeFingerprint(server.store);
    const answer = await create(managerA, { name: 'Nobody hears' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ domains: 'Alert must have recipients' });
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('keeps the uploaded sound, checked by its content and size, for those who see the alert', async () => {
    const alert = (await create(managerA, { name: 'Flood drill', domains: [groups['Block A']] })).body.data as Row;
    expect(alert).toMatchObject({ status: 'stopped', filename: null, playback_duration: 60 });
    // Signed in before the fingerprint: a sign-in writes its session.
    const [managerB, auditor] = [await server.login('manager.b'), await server.login('auditor')];
    const before = await storeFingerprint(server.store);
    const files = filesOnDisk(folder);

    const fake = await upload(alert.id, managerA, 'MZ this is a program, renamed', 'siren.mp3');
    expect(fake.status).toBe(422);
    expect(fake.body.error.fields).toEqual({ filename: 'Pick only MP3, WAV, OGG files' });
    const huge = await upload(alert.id, managerA, Buffer.concat([sirenWav(1), Buffer.alloc(5121 * 1024)]));
    expect(huge.status).toBe(422);
    expect(huge.body.error.fields).toEqual({ filename: 'File size max 5120 kb' });
    expect((await upload(alert.id, managerA, sirenWav(), 'siren.wav', 'image')).status).toBe(422); // no part named file
    const json = await server.request('POST', `/emergency-alerts/${alert.id}/file`, { token: managerA, body: { file: 'c2lyZW4=' } });
    expect(json.body.error.code).toBe('wrong_file_body');
    expect((await upload(alert.id, managerB, sirenWav())).status).toBe(404); // another building's alert
    expect((await upload(alert.id, auditor, sirenWav())).status).toBe(403); // sees it, may not edit it
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect(filesOnDisk(folder)).toEqual(files);

    const sound = sirenWav(2);
    const stored = await upload(alert.id, managerA, sound, 'сирена.wav');
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.data.filename).toMatchObject({ name: 'сирена.wav', size: sound.length, type: 'audio/wav' });
    for (const login of ['manager.a', 'auditor']) {
      const download = await fetch(`${server.url}/api/v0/emergency-alerts/${alert.id}/file`, { headers: { authorization: `Bearer ${await server.login(login)}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('audio/wav');
      expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('сирена.wav'));
      expect(Buffer.from(await download.arrayBuffer()).equals(sound)).toBe(true);
    }
    expect((await fetch(`${server.url}/api/v0/emergency-alerts/${alert.id}/file`, { headers: { authorization: `Bearer ${await server.login('manager.b')}` } })).status).toBe(404);
    const audit = (await server.request('GET', '/audit-events/items', { token: await server.login('admin'), query: { size: 5 } })).body.data as Row[];
    expect(audit.some((event) => event.entity === 'emergency-alerts' && event.record_id === alert.id && event.changes.filename?.after?.name === 'сирена.wav')).toBe(true);

    // A new upload replaces the file on disk; removing it, or the alert, leaves no file behind.
    expect((await upload(alert.id, managerA, sirenWav(1))).body.data.filename.size).toBe(sirenWav(1).length);
    expect(filesOnDisk(folder).filter((path) => path.startsWith(`emergency_alerts/${alert.id}/`))).toHaveLength(1);
    const removed = await server.request('DELETE', `/emergency-alerts/${alert.id}/file`, { token: managerA });
    expect(removed.body.data.filename).toBeNull();
    expect(filesOnDisk(folder).filter((path) => path.startsWith(`emergency_alerts/${alert.id}/`))).toHaveLength(0);
    await upload(alert.id, managerA, sirenWav(1));
    expect((await server.request('DELETE', `/emergency-alerts/${alert.id}`, { token: managerA })).status).toBe(200);
    expect(filesOnDisk(folder).filter((path) => path.startsWith(`emergency_alerts/${alert.id}/`))).toHaveLength(0);
  });

  it('leaves exactly one file when uploads race', async () => {
    const alert = (await create(managerA, { name: 'Race', domains: [groups['Block A']] })).body.data as Row;
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((seconds) => upload(alert.id, managerA, sirenWav(seconds))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const record = (await server.request('GET', `/emergency-alerts/${alert.id}`, { token: managerA })).body.data as Row;
    expect(filesOnDisk(folder).filter((path) => path.startsWith(`emergency_alerts/${alert.id}/`))).toEqual([`emergency_alerts/${alert.id}/filename-${record.filename.version}`]);
  });

  it('plays on the target devices when started, once, and stops them when stopped', async () => {
    const admin = await server.login('admin');
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const blockBMonitor = devices.find((device) => device.type === 'monitor' && device.domain_id === groups['Block B'])!;
    const blockAPanels = devices.filter((device) => device.type === 'panel' && device.domain_id === groups['Block A']).map((device) => device.id);
    const alert = (await create(admin, { name: 'Evacuate', domains: [groups['Block A']], devices: [blockBMonitor.id], open_locks: true, playback_duration: 30 })).body.data as Row;
    const silent = await server.request('POST', `/emergency-alerts/${alert.id}/start`, { token: admin });
    expect(silent.status).toBe(422);
    expect(silent.body.error.fields).toEqual({ filename: 'Upload the sound the devices play first' });

    await upload(alert.id, admin, sirenWav());
    const auditor = await server.login('auditor');
    expect((await server.request('GET', `/emergency-alerts/${alert.id}/allowed-actions`, { token: auditor })).body.data).toMatchObject({ start: false });
    expect((await server.request('POST', `/emergency-alerts/${alert.id}/start`, { token: auditor })).status).toBe(403);
    const started = await server.request('POST', `/emergency-alerts/${alert.id}/start`, { token: admin });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'playing', devices_count: blockAPanels.length + 1 });
    expect(Date.parse(started.body.data.playing_until) - Date.parse(started.body.data.started_at)).toBe(30_000);
    const plays = await alertTasks(alert.id, 'play_emergency_alert');
    expect(plays.map((task) => task.device_id).sort()).toEqual([...blockAPanels, blockBMonitor.id].sort());
    expect(plays[0].payload).toMatchObject({ playback_duration: 30, open_locks: true, file: { url: `/api/v0/emergency-alerts/${alert.id}/file`, type: 'audio/wav' } });

    expect((await server.request('POST', `/emergency-alerts/${alert.id}/start`, { token: admin })).body.error.code).toBe('not_in_state');
    expect((await server.request('PATCH', `/emergency-alerts/${alert.id}`, { token: admin, body: { name: 'Renamed' } })).body.error.code).toBe('editing_prohibited');
    const stopped = await server.request('POST', `/emergency-alerts/${alert.id}/stop`, { token: admin });
    expect(stopped.body.data).toMatchObject({ status: 'stopped', playing_until: null });
    expect((await alertTasks(alert.id, 'stop_emergency_alert')).map((task) => task.device_id).sort()).toEqual([...blockAPanels, blockBMonitor.id].sort());

    // Played to its end, it reads stopped again.
    await server.request('POST', `/emergency-alerts/${alert.id}/start`, { token: admin });
    expect(await stopFinishedAlerts(server.store, new Date(Date.now() + 29_000))).toBe(0);
    expect(await stopFinishedAlerts(server.store, new Date(Date.now() + 31_000))).toBe(1);
    expect((await server.request('GET', `/emergency-alerts/${alert.id}`, { token: admin })).body.data.status).toBe('stopped');
  });

  it('refuses devices the author cannot see', async () => {
    const admin = await server.login('admin');
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const blockB = devices.find((device) => device.domain_id === groups['Block B'])!;
    const answer = await create(managerA, { name: 'Reach', domains: [groups['Block A']], devices: [blockB.id] });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('invalid_related_entity');
  });
});
