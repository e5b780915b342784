/**
 * Group settings' storage on both databases: a value set on a group applies to it and every group below it
 * until a nearer group sets its own; with none up to the root, the section's defaults; a deleted group's values go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import { whiteLabelSettings } from '../../schemas/settings/white-label';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { clearGroupSection, nearestGroupSection, readGroupSection, readOwnGroupSection, writeGroupSection } from './group-settings';

describe.each(DIALECTS)('group settings on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const groups: Record<string, number> = {};

  const created = async (name: string, parent_id: number, domain_type_id: number) => {
    const answer = await server.request('PUT', '/groups', { token: admin, body: { name: `${name}-${dialect}`, parent_id, domain_type_id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  };
  const company = (name: string) => whiteLabelSettings.parse({ is_enabled: true, name });

  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
    admin = await server.login('admin');
    groups.site = await created('gs-site', 0, GROUP_TYPES.domain);
    groups.building = await created('gs-building', groups.site, GROUP_TYPES.building);
    groups.unit = await created('gs-unit', groups.building, GROUP_TYPES.unit);
    groups.beside = await created('gs-beside', 0, GROUP_TYPES.domain);
  });
  afterAll(() => server?.close());

  it('reads the defaults where no group up the tree sets the section', async () => {
    expect(await nearestGroupSection(server.store.db, 'white_label', groups.unit)).toEqual({ value: whiteLabelSettings.parse({}), from: null });
    expect(await readOwnGroupSection(server.store.db, 'white_label', groups.unit)).toBeUndefined();
  });

  it('inherits the nearest group\'s value down the tree, never sideways', async () => {
    const { db } = server.store;
    await writeGroupSection(db, 'white_label', groups.site, company('Site company'));
    expect(await nearestGroupSection(db, 'white_label', groups.unit)).toEqual({ value: company('Site company'), from: groups.site });
    expect((await readGroupSection(db, 'white_label', groups.beside)).name).toBe('');

    await writeGroupSection(db, 'white_label', groups.building, company('Building company'));
    expect(await nearestGroupSection(db, 'white_label', groups.unit)).toEqual({ value: company('Building company'), from: groups.building });
    expect((await readGroupSection(db, 'white_label', groups.site)).name).toBe('Site company');
    expect(await readOwnGroupSection(db, 'white_label', groups.unit)).toBeUndefined();

    // A second write replaces the group's value; clearing it inherits again.
    await writeGroupSection(db, 'white_label', groups.building, company('Renamed company'));
    expect((await readGroupSection(db, 'white_label', groups.unit)).name).toBe('Renamed company');
    await clearGroupSection(db, 'white_label', groups.building);
    expect((await readGroupSection(db, 'white_label', groups.unit)).name).toBe('Site company');
  });

  it('refuses a section that is not set per group', async () => {
    await expect(readGroupSection(server.store.db, 'general', groups.unit)).rejects.toThrow(/not set per group/);
  });

  it('drops a group\'s values with the group', async () => {
    const { db } = server.store;
    const gone = await created('gs-gone', groups.beside, GROUP_TYPES.building);
    await writeGroupSection(db, 'white_label', gone, company('Gone company'));
    expect((await server.request('DELETE', `/groups/${gone}`, { token: admin })).status).toBe(200);
    expect(await db.selectFrom('group_settings').select('group_id').where('group_id', '=', gone).execute()).toEqual([]);
  });
});
