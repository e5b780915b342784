// The spreadsheet imports' state (server/import/, schemas/import.ts): one row per uploaded file, holding its
// header and rows, the column mapping, and once applied each row's outcome, which the batch undo reverts.
import type { Kysely, Migration } from 'kysely';
import { createEntityTable, createIndexes } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await createEntityTable(db, 'imports', {
      // The entity's path: identifiers, users, groups.
      entity: 'text',
      // schemas/import.ts IMPORT_STATUSES
      status: 'text',
      file_name: 'text',
      row_count: 'integer',
      // JSON: the header's texts, the data rows' texts, and each column's field (or null).
      header: 'text',
      rows: 'text',
      mapping: 'text',
      // JSON, once applied: each row's outcome (run-rows.ts RowOutcome) and the counts.
      outcome: 'text',
      counts: 'text',
      applied_at: 'text',
      undone_at: 'text',
    });
    await createIndexes(db, 'imports', ['created_by']);
  },
};
