/**
 * The white label, or management company, of a group over HTTP on both databases (issue 38 item 1): set on a
 * site, it applies down the tree to the residents below it (header and invitation e-mail); a group administrator
 * changes only their own groups; a logo is checked by its content and refused with a clear error, nothing
 * stored, when it is of the wrong type, too large, a polyglot or a decompression bomb.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import { type AccountTestServer, freshEmail, startAccountServer } from '../account/account-test-server';
import { DIALECTS, storeFingerprint } from '../test-support/server';

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 20,000 x 20,000 one-bit PNG: 50 kB on the wire, 1.6 GB once decoded to RGBA. */
function decompressionBomb() {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** The PNG with a text chunk before its end. */
const withTextChunk = (png: Buffer, text: string) => Buffer.concat([png.subarray(0, png.length - 12), chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), png.subarray(png.length - 12)]);

describe.each(DIALECTS)('white label on %s', (dialect) => {
  let server: AccountTestServer;
  let admin: string;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}-${dialect}-${++serial}`;
  const groups: Record<string, number> = {};
  let wideLogo: Buffer;

  const created = async (path: string, body: Record<string, unknown>, token = admin) => {
    const answer = await server.request('PUT', path, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  };
  async function member(permissions: string[], groupId: number, email = '') {
    const role_id = await created('/roles', { name: unique('wl-role'), permissions });
    const login = unique('wl-user');
    const id = await created('/users', { login, name: `User ${login}`, email, role_id, domain_ids: [groupId], password: 'start-password', send_registration_link: false });
    return { id, token: email ? '' : await server.login(login, 'start-password') };
  }
  const settingsOf = (groupId: number, token = admin) => server.request('GET', `/groups/${groupId}/settings/white-label`, { token });
  const patch = (groupId: number, body: Record<string, unknown>, token = admin) => server.request('PATCH', `/groups/${groupId}/settings/white-label`, { token, body });
  async function upload(groupId: number, bytes: Buffer, token = admin) {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
    const response = await fetch(`${server.url}/api/v0/groups/${groupId}/settings/white-label/logo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: await response.json() };
  }
  /** Runs a refused request and proves it wrote nothing. */
  async function refused(request: () => Promise<{ status: number; body: any }>, status: number) {
    const before = await storeFingerprint(server.store);
    const answer = await request();
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await storeFingerprint(server.store)).toEqual(before);
    return answer.body;
  }

  beforeAll(async () => {
    server = await startAccountServer(dialect);
    admin = await server.login('admin');
    groups.site = await created('/groups', { name: unique('wl-site'), parent_id: 0, domain_type_id: GROUP_TYPES.domain });
    groups.building = await created('/groups', { name: unique('wl-building'), parent_id: groups.site, domain_type_id: GROUP_TYPES.building });
    groups.apartment = await created('/groups', { name: unique('wl-apartment'), parent_id: groups.building, domain_type_id: GROUP_TYPES.apartment });
    groups.beside = await created('/groups', { name: unique('wl-beside'), parent_id: 0, domain_type_id: GROUP_TYPES.domain });
    wideLogo = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#1565c0' } }).png().toBuffer();
  });
  afterAll(() => server?.close());

  it('applies a site\'s company to every group and resident below it, audited, never beside it', async () => {
    const company = { is_enabled: true, name: 'Acme Management', address: '1 Main Street', email: 'office@acme.example', phone: '+15550100' };
    const set = await patch(groups.site, company);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ ...company, source_group_id: groups.site });
    const audit = await server.store.db.selectFrom('audit_events').selectAll().where('entity', '=', 'group-settings/white-label').where('record_id', '=', groups.site).execute();
    expect(audit).toHaveLength(1);

    expect((await settingsOf(groups.apartment)).body.data).toMatchObject({ name: 'Acme Management', source_group_id: groups.site });
    expect((await settingsOf(groups.beside)).body.data).toMatchObject({ name: '', is_enabled: false, source_group_id: null });

    const resident = await member([], groups.apartment);
    expect((await server.request('GET', '/white-label', { token: resident.token })).body).toEqual({ data: { name: 'Acme Management', logo: '' } });
    const reader = await member(['management_company.view'], groups.apartment);
    expect((await server.request('GET', '/white-label', { token: reader.token })).body.data).toEqual({ name: 'Acme Management', logo: '', address: '1 Main Street', email: 'office@acme.example', phone: '+15550100' });
    // management_company.view reads the groups on its own line, not beside it; without it, nothing.
    expect((await settingsOf(groups.site, reader.token)).status).toBe(200);
    expect((await settingsOf(groups.beside, reader.token)).status).toBe(403);
    expect((await settingsOf(groups.site, resident.token)).status).toBe(403);
    const outsider = await member([], groups.beside);
    expect((await server.request('GET', '/white-label', { token: outsider.token })).body).toEqual({ data: null });

    // A nearer group's own company wins below it; the building starts from the site's values.
    const building = await patch(groups.building, { name: 'Building Co' });
    expect(building.body.data).toMatchObject({ is_enabled: true, name: 'Building Co', address: '1 Main Street', source_group_id: groups.building });
    expect((await server.request('GET', '/white-label', { token: resident.token })).body.data.name).toBe('Building Co');
    expect((await settingsOf(groups.site)).body.data.name).toBe('Acme Management');
    // Switched off below, no company shows there.
    await patch(groups.building, { is_enabled: false });
    expect((await server.request('GET', '/white-label', { token: resident.token })).body).toEqual({ data: null });
    await patch(groups.building, { is_enabled: true, name: 'Acme Management' });
  });

  it('lets a group administrator change only their own group; refusals write nothing', async () => {
    const manager = await member(['groups.manage_own.white_label'], groups.building);
    expect((await patch(groups.building, { phone: '+15550199' }, manager.token)).status).toBe(200);
    await refused(() => patch(groups.site, { name: 'Taken over' }, manager.token), 403);
    await refused(() => patch(groups.apartment, { name: 'Taken over' }, manager.token), 403);
    await refused(() => upload(groups.site, wideLogo, manager.token), 403);
    const editor = await member(['groups.edit.descendants'], groups.building);
    expect((await patch(groups.apartment, { name: 'Apartment Co' }, editor.token)).status).toBe(200);
    await refused(() => patch(groups.beside, { name: 'Taken over' }, editor.token), 403);
    const plain = await member(['groups.manage_own.general'], groups.building);
    await refused(() => patch(groups.building, { name: 'Taken over' }, plain.token), 403);
    // Invalid values and the logo's address are never written by a PATCH.
    const invalid = await refused(() => patch(groups.building, { email: 'not an e-mail' }), 422);
    expect(invalid.error.fields.email).toBeDefined();
    expect((await patch(groups.building, { logo: '/api/v0/avatars/elsewhere' })).body.data.logo).toBe('');
    expect((await settingsOf(9_999_999)).status).toBe(404);
    await patch(groups.apartment, { name: 'Acme Management' });
  });

  it('takes a logo by its content, resized to the header, and serves it to the residents below', async () => {
    const uploaded = await upload(groups.site, wideLogo);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const logo = uploaded.body.data.logo as string;
    expect(logo).toMatch(/^\/api\/v0\/group-logos\/[0-9a-f]{32}$/);
    const served = await fetch(`${server.url}${logo}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 384, height: 96 });
    // A group below the site with no company of its own shows the site's, logo included.
    groups.entrance = await created('/groups', { name: unique('wl-entrance'), parent_id: groups.site, domain_type_id: GROUP_TYPES.building });
    const resident = await member([], groups.entrance);
    expect((await server.request('GET', '/white-label', { token: resident.token })).body).toEqual({ data: { name: 'Acme Management', logo } });
    const outsider = await member([], groups.beside);
    expect((await server.request('GET', '/white-label', { token: outsider.token })).body).toEqual({ data: null });
  });

  it('lets a group inherit again: its own value and logos cleared, audited; refused outside the caller\'s groups', async () => {
    const corner = await created('/groups', { name: unique('wl-corner'), parent_id: groups.site, domain_type_id: GROUP_TYPES.building });
    await patch(corner, { name: 'Corner Co' });
    expect((await upload(corner, wideLogo)).status).toBe(200);
    const manager = await member(['groups.manage_own.white_label'], groups.building);
    await refused(() => server.request('DELETE', `/groups/${corner}/settings/white-label`, { token: manager.token }), 403);
    const cleared = await server.request('DELETE', `/groups/${corner}/settings/white-label`, { token: admin });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ name: 'Acme Management', source_group_id: groups.site });
    expect(await server.store.db.selectFrom('group_logos').select('id').where('group_id', '=', corner).execute()).toEqual([]);
    const events = await server.store.db.selectFrom('audit_events').select('changes').where('entity', '=', 'group-settings/white-label').where('record_id', '=', corner).execute();
    expect(events).toHaveLength(3);
    // Nothing of its own left: clearing again changes nothing and records nothing.
    await refused(() => server.request('DELETE', `/groups/${corner}/settings/white-label`, { token: admin }), 200);
  });

  it('refuses a logo of the wrong type, too large, a polyglot or a decompression bomb, storing nothing', async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect((await refused(() => upload(groups.beside, gif), 422)).error.fields.logo).toBe('Pick only PNG, JPEG, WebP files');
    expect((await refused(() => upload(groups.beside, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 422)).error.fields.logo).toBe('Pick only PNG, JPEG, WebP files');
    expect((await refused(() => upload(groups.beside, Buffer.concat([wideLogo, Buffer.alloc(3 * 1024 * 1024)])), 413)).error.fields.logo).toBe('File size max 2048 kb');
    const zipAfter = Buffer.concat([wideLogo, Buffer.from('PK\x03\x04<html><script>alert(1)</script></html>', 'latin1')]);
    expect((await refused(() => upload(groups.beside, zipAfter), 422)).error.fields.logo).toBe('The file holds more than an image');
    expect((await refused(() => upload(groups.beside, withTextChunk(wideLogo, '<script>alert(1)</script>')), 422)).error.fields.logo).toBe('The file holds more than an image');
    expect((await refused(() => upload(groups.beside, decompressionBomb()), 422)).error.fields.logo).toBe('Image at most 4096 pixels on each side');
    expect((await settingsOf(groups.beside)).body.data).toMatchObject({ logo: '', source_group_id: null });
  });

  it('brands the invitation e-mail of a resident below the company with its name and logo', async () => {
    const { logo } = (await settingsOf(groups.site)).body.data;
    expect(logo).not.toBe('');
    const email = freshEmail('wl-invitee');
    const resident = await member([], groups.entrance, email);
    expect((await server.request('POST', `/users/${resident.id}/registration/invite/send`, { token: admin })).status).toBe(200);
    const mail = await server.smtp.waitFor(email);
    expect(mail.text).toMatch(/^Acme Management\n/);
    expect(mail.text).toContain('office@acme.example');
    expect(mail.html).toContain('<strong>Acme Management</strong>');
    expect(mail.html).toMatch(new RegExp(`<img src="https?://[^"]+${logo}"`));
  });
});
