/**
 * How a reference is given in a spreadsheet: by a display value (a group's path, a user's e-mail, a role's
 * name), resolved by name (ImportColumnDescription.resolve). The open registry is filled by the modules that
 * own each behaviour (server/import-resolvers.ts lists them); this engine names none.
 */
import type { Kysely } from 'kysely';
import type { Actor } from '../access/actor';

export interface ResolveContext {
  /** The import's transaction: rows created earlier in the same file are found (a building, then its floors). */
  db: Kysely<any>;
  actor: Actor;
  /** Lookups kept for one run (one dry run, apply or export); a resolver keys its own entries. */
  cache: Map<string, unknown>;
}

export interface ImportResolver {
  /**
   * The stored value of a cell's display value ('' is empty: null, or [] for a list; undefined leaves the field
   * as it is); an unknown or unseen one throws the AppError the API would answer for a wrong id
   * (`invalid_related_entity`).
   */
  read(text: string, context: ResolveContext): Promise<unknown>;
  /**
   * The display values of stored values, for the export, all rows at once (`records`: the rows' records, for a
   * value whose form depends on another field); undefined for a value no file can give (the root group's parent:
   * none), whose record the export leaves out.
   */
  write(values: unknown[], context: ResolveContext, records: readonly Record<string, unknown>[]): Promise<(string | undefined)[]>;
  /**
   * The value as stored, where reading leaves it as entered (a hex card number, converted by the record's own
   * hook): a row's duplicate is found by it. `body`: the row's other fields.
   */
  stored?(value: unknown, body: Record<string, unknown>, context: ResolveContext): Promise<unknown>;
  /**
   * Reads ahead, for a whole file's column, what `read` would ask one cell at a time, into the run's cache (a
   * card list's owners by e-mail: one read per thousand rather than one per owner). What it leaves out, `read`
   * still asks.
   */
  prefetch?(texts: string[], context: ResolveContext): Promise<void>;
}

export type ImportResolvers = Readonly<Record<string, ImportResolver>>;

/** Several values in one cell: one per line, or separated by ';'. */
export const splitList = (text: string) => text.split(/[;\n]/).map((part) => part.trim()).filter(Boolean);
export const joinList = (values: string[]) => values.join('; ');
