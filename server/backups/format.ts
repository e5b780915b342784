/**
 * The backup file's layout (docs/backups.md): an encrypted (cipher.ts), gzip'd tar whose first entry is
 * manifest.json, then one JSON-lines entry per table, then every uploaded file under files/. Database-neutral:
 * a backup made on SQLite restores on PostgreSQL and back.
 */
import { z } from 'zod';

export const FORMAT = 'access-console-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The backup timeout (001 constants: import, export, backup 1 h). */
export const BACKUP_TIMEOUT_MS = 60 * 60 * 1000;

/** Bounds that keep a hostile file from taking memory or disk (a zip bomb, a line without end). */
export const LIMITS = {
  manifestBytes: 32 * 1024 * 1024,
  lineBytes: 16 * 1024 * 1024,
  fileBytes: 1024 * 1024 * 1024,
  entries: 1_000_000,
};

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** As the file storage names keys (server/files/storage.ts): `table/id/field-version`. */
const FILE_KEY = /^[a-z0-9_]+\/\d+\/[a-z0-9_]+-[0-9a-f]{16,64}$/;

export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

/** What an entry name holds, or undefined for any name this format never writes (`../x`, `/etc/x`, a link). */
export function entryOf(name: string): { kind: 'manifest' } | { kind: 'table'; table: string } | { kind: 'file'; key: string } | undefined {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const table = /^tables\/([^/]+)\.jsonl$/.exec(name)?.[1];
  if (table !== undefined) return TABLE_NAME.test(table) ? { kind: 'table', table } : undefined;
  const key = /^files\/(.+)$/.exec(name)?.[1];
  if (key !== undefined) return FILE_KEY.test(key) ? { kind: 'file', key } : undefined;
  return undefined;
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const size = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  format_version: z.literal(FORMAT_VERSION),
  /** The migrations applied, in order: the schema version. */
  schema_version: z.array(z.string().regex(/^\d{4}_[a-z0-9_]+$/)).min(1),
  product_version: z.string().max(64),
  /** Where it was made (sqlite or postgres): informative, the content is the same. */
  dialect: z.enum(['sqlite', 'postgres']),
  made_at: z.string().max(40),
  tables: z.array(z.object({ name: z.string().regex(TABLE_NAME), columns: z.array(z.string().regex(TABLE_NAME)).min(1), rows: size })),
  files: z.array(z.string().regex(FILE_KEY)),
  /** Every other entry's size and sha256, by name. */
  entries: z.record(z.string(), z.object({ size, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A row's values as JSON: binary columns (an avatar's bytes) as { b64 }, the rest as they are. */
export function encodeValue(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { b64: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return Number(value);
  return value;
}

export function decodeValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'object' && !Array.isArray(value) && typeof (value as { b64?: unknown }).b64 === 'string') return Buffer.from((value as { b64: string }).b64, 'base64');
  throw new Error('not a stored value');
}
