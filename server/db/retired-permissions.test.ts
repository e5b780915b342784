/**
 * Migration 0048 (issue 37 item 6, docs/permissions.md): permissions removed from the catalogue leave the stored
 * roles that held them, the rest of each role stays, on both databases.
 */
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../schemas/permissions';
import { DIALECTS, freshDatabaseUrl } from '../test-support/server';
import { connect } from './connect';
import { migrateToLatest, migrationNames } from './migrate';

const MIGRATION = '0048_retired_permissions';

describe.each(DIALECTS)('retired permissions on %s', (dialect) => {
  it('leave the stored roles, which keep every other permission', async () => {
    const database = connect(await freshDatabaseUrl(dialect));
    try {
      const names = await migrationNames();
      await migrateToLatest(database.db, { target: names[names.indexOf(MIGRATION) - 1] });
      const now = new Date().toISOString();
      const held = ['devices.view', 'calls.history.own', 'licenses.self', 'roles.available_list', 'profile.edit'];
      await database.db.insertInto('roles').values({ name: 'Old role', description: '', permissions: JSON.stringify(held), created_at: now, updated_at: now, created_by: null }).execute();
      await migrateToLatest(database.db);
      const row = await database.db.selectFrom('roles').select('permissions').where('name', '=', 'Old role').executeTakeFirstOrThrow();
      const kept = JSON.parse(String(row.permissions)) as string[];
      expect(kept).toEqual(['devices.view', 'profile.edit']);
      expect(kept.every((permission) => (PERMISSIONS as readonly string[]).includes(permission))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
