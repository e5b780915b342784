/**
 * The spreadsheet import flow (issue 37, 000 §5.2, 001 §7): the contract between the server's generic engine
 * (server/import/) and the console's import dialog. Every entity that declares `import` (schemas/define-entity.ts)
 * gets these routes under its API path, `{path}` below: `identifiers`, `users` (users by groups), `groups`
 * (the group structure). An import is stored server-side and goes through its states in order.
 *
 * Routes (all under /api/v0, answers wrapped as `{ data }`):
 * - `POST /{path}/import` multipart, one part named `file` (XLSX or CSV, UTF-8 or Windows-1251, comma or
 *   semicolon): stores the file's rows, detects its columns and maps them by header (en, ru, uk) → `importSession`.
 * - `GET /{path}/import/{id}` → `importSession` (poll it for `progress` while `status` is `applying`).
 * - `PATCH /{path}/import/{id}` `importMappingRequest` → `importSession` (the mapping changed; back to `mapped`).
 * - `POST /{path}/import/{id}/dry-run` `importDryRunRequest` → `importDryRun`: what applying would do, per row,
 *   with every error per row index. Nothing is written.
 * - `POST /{path}/import/{id}/continue` `importApplyRequest` → `importSession` (001 §7 "import/continue"):
 *   applies in one transaction, with the duplicates' decisions. Sent twice at once, it runs once.
 * - `POST /{path}/import/{id}/undo` → `importSession` (status `undone`), or 409 `import_undo_refused` whose
 *   `error.rows` lists `importUndoRefusal` (the rows changed since the import).
 * - `GET /{path}/import/{id}/failed-rows` → an XLSX file: the failed rows as uploaded, plus a column of their errors
 *   (in the caller's language).
 * - `GET /{path}/export` → an XLSX file in the import's shape (its columns, English headers), which imports back
 *   unchanged; `GET /{path}/import/template` → the same file with the header row only.
 *
 * Refusals of the whole file (catalogue keys, server/errors.ts): 413 `import_file_too_large` (over
 * IMPORT_LIMITS.fileBytes), 422 `import_too_many_rows`, 422 `import_unreadable_file` (not XLSX or CSV, a zip whose
 * declared sizes or ratio are out of bounds, a text in neither UTF-8 nor Windows-1251, no header row), 409
 * `not_in_state` (a step out of order), 409 `import_undo_refused`. A row's messages are in `importRowResult.errors`;
 * a cell starting with = + - @ (not a signed number) is never evaluated: the row is refused (`validation.formula`),
 * while the exports' guarded form (a leading apostrophe) reads back as the text after it.
 *
 * Permissions: identifiers need `identifiers.import` (and `identifiers.export` for the export); users and groups
 * need the entity's create or update grants; every row is checked as the API checks it, with the importer's scopes.
 */
import { z } from 'zod';
import { dataOf } from './answer-envelopes';

/** The file's limits, checked before parsing (server/import/limits.ts writes down why). */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Data rows (the header excluded); more is refused as a whole (`import_too_many_rows`), never cut. */
  rows: 50_000,
  /** Declared uncompressed bytes of all the parts of an XLSX (a zip) together. */
  xlsxUncompressedBytes: 100 * 1024 * 1024,
} as const;

export const IMPORT_STATUSES = ['mapped', 'checked', 'applying', 'applied', 'failed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a row would do, or did. */
export const IMPORT_ROW_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** What to do with a row that matches an existing record (the entity's duplicate key). */
export const DUPLICATE_DECISIONS = ['overwrite', 'skip'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

/** A column the entity's import knows: its field and its header's locale key (`import.columns.<path>.<field>`). */
export const importColumn = z.object({
  field: z.string(),
  label: z.string(),
  required: z.boolean(),
});
export type ImportColumn = z.infer<typeof importColumn>;

/** A column of the file: its header as written, some sample values, and the column it is mapped to (null: ignored). */
export const importFileColumn = z.object({
  index: z.number().int().min(0),
  header: z.string(),
  samples: z.array(z.string()),
  field: z.string().nullable(),
});
export type ImportFileColumn = z.infer<typeof importFileColumn>;

/** A message for a row: the key is a catalogue error (`errors.codes.<key>`) or a `validation.*` key, as elsewhere. */
export const importMessage = z.object({
  /** The import column's field it concerns, when one. */
  field: z.string().nullable(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The message in the caller's language. */
  text: z.string(),
});
export type ImportMessage = z.infer<typeof importMessage>;

export const importProgress = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});

export const importSession = z.object({
  id: z.number().int(),
  /** The entity's path: identifiers, users, groups. */
  entity: z.string(),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  row_count: z.number().int().min(0),
  /** The columns the entity's import knows. */
  columns: z.array(importColumn),
  /** The file's columns and their mapping. */
  file_columns: z.array(importFileColumn),
  /** While applying: rows done of all; null otherwise. */
  progress: importProgress.nullable(),
  /** After applying: how many rows were created, updated, skipped, failed. */
  counts: z.object({ create: z.number().int(), update: z.number().int(), skip: z.number().int(), error: z.number().int() }).nullable(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  undone_at: z.string().nullable(),
});
export type ImportSession = z.infer<typeof importSession>;
export const importSessionAnswer = dataOf(importSession);

/** The mapping: for each file column's index, the field it fills, or null to ignore it. */
export const importMappingRequest = z.strictObject({
  mapping: z.record(z.string().regex(/^\d+$/), z.string().nullable()),
});
export type ImportMappingRequest = z.infer<typeof importMappingRequest>;

/** Duplicates' decisions: one for all, and per row index (1-based, the file's data rows) where it differs. */
export const importDecisions = z.strictObject({
  duplicates: z.enum(DUPLICATE_DECISIONS).default('skip'),
  rows: z.record(z.string().regex(/^\d+$/), z.enum(DUPLICATE_DECISIONS)).default({}),
});
export type ImportDecisions = z.infer<typeof importDecisions>;
export const importDryRunRequest = importDecisions;
export const importApplyRequest = importDecisions;

/** One row of the dry run: its index in the file (1 = the first data row), what it would do and why not. */
export const importRowResult = z.object({
  row: z.number().int().min(1),
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** True when the row matches an existing record by the entity's duplicate key (then overwrite or skip applies). */
  duplicate: z.boolean(),
  /** The existing record's id, for a duplicate or an update. */
  record_id: z.number().int().nullable(),
  /** The row's values as read, by field. */
  values: z.record(z.string(), z.string()),
  errors: z.array(importMessage),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importDryRun = z.object({
  session: importSession,
  counts: z.object({ create: z.number().int(), update: z.number().int(), skip: z.number().int(), error: z.number().int() }),
  rows: z.array(importRowResult),
});
export type ImportDryRun = z.infer<typeof importDryRun>;
export const importDryRunAnswer = dataOf(importDryRun);

/** Why a batch undo is refused: a record the import wrote was changed (or deleted) since. */
export const importUndoRefusal = z.object({
  row: z.number().int().min(1),
  record_id: z.number().int(),
  reason: z.enum(['changed', 'deleted']),
});
export type ImportUndoRefusal = z.infer<typeof importUndoRefusal>;
