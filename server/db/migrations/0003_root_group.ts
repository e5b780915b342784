// The root of the group hierarchy (id 0, type domain) always exists; the console shows it under a fallback name.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const now = new Date().toISOString();
    await db
      .insertInto('groups')
      .values({
        id: 0,
        name: 'Root',
        description: '',
        parent_id: null,
        domain_type_id: 1,
        logic_address: null,
        sip_number: null,
        device_status_notify: JSON.stringify({ user: null, notify_about_offline_device: false, notify_about_device_task_failed: false }),
        guest_identifier_limits: JSON.stringify({ max_passes_count: null, max_period_days: null }),
        path: '0.',
        created_at: now,
        updated_at: now,
        created_by: null,
      })
      .execute();
  },
};
