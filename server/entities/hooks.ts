/**
 * What an entity needs beyond generic CRUD, as a small typed interface. Each hook runs inside the
 * write's transaction with the acting user; the generic layer calls them, routes never do.
 */
import type { AliasableExpression, Kysely, SelectQueryBuilder } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Actor } from '../access/actor';
import type { ErrorKey } from '../errors';
import type { Store } from '../crud/repository';

export interface WriteContext {
  db: Kysely<any>;
  actor: Actor;
  /** The whole store, for effects after the commit (notifications go out through its live channel). */
  store: Store;
  /** Runs once the write's transaction has committed (notify people): never for a refused write. */
  afterCommit(effect: () => Promise<void>): void;
  /** The validated record about to be stored (hooks may set server-owned fields on it). */
  data: Record<string, unknown>;
  /** The stored record on update; undefined on create. */
  stored?: Record<string, unknown>;
}

export interface UniqueContext extends WriteContext {
  /** Asks whether a value is taken, through the actor's "taken" throttle (server/crud/unique-throttle.ts). */
  taken(query: SelectQueryBuilder<any, any, any>): Promise<boolean>;
}

export interface DeleteContext {
  db: Kysely<any>;
  actor: Actor;
  /** In-scope ids about to be deleted. */
  ids: number[];
}

export interface CommandContext {
  /** The command's transaction. */
  db: Kysely<any>;
  /** The whole store, for effects after the commit (notifications go out through its live channel). */
  store: Store;
  actor: Actor;
  /** The record's id. */
  id: number;
  /** The validated input of the command. */
  input: Record<string, unknown>;
  /** The stored record, as it was before the command. */
  stored: Record<string, unknown>;
  /** What the command stores (its `set`); the hook may check it and add to it. */
  data: Record<string, unknown>;
  /** Runs once the command's transaction has committed (notify people, wake a device): never for a refused command. */
  afterCommit(effect: () => Promise<void>): void;
}

/** The rows of a read model (schemas/define-entity.ts `readModel`): a query, aliased as the entity's table. */
export type ReadModelSource = (db: Kysely<any>, dialect: DialectName) => AliasableExpression<any>;

export interface EntityHooks {
  /** A read model's rows, as a query whose columns are the entity's fields and the record fields. */
  source?: ReadModelSource;
  /**
   * What a command does beyond storing its `set` (queue device tasks, send mail), by command name, inside the
   * command's transaction; throw an AppError to refuse.
   */
  commands?: Record<string, (ctx: CommandContext) => Promise<void>>;
  /** Check and complete a record before insert or update; throw an AppError to refuse. */
  beforeWrite?(ctx: WriteContext): Promise<void>;
  /**
   * Whether values that must be unique are free, after every other check has passed (beforeWrite
   * included): a "taken" answer then tells nothing to an actor the write is refused to anyway.
   */
  checkUnique?(ctx: UniqueContext): Promise<void>;
  /** After the row is stored, with its id. */
  afterWrite?(ctx: WriteContext & { id: number }): Promise<void>;
  /**
   * Before deleting: returns the ids that may go; the rest are reported as dependencies
   * (bulk delete) or refused with the thrown error (single delete).
   */
  beforeDelete?(ctx: DeleteContext): Promise<{ deletable: number[]; dependencies: Record<number, string[]> }>;
  /** The error a single delete answers when delete rules keep the record (default: deleting prohibited). */
  restrictedError?: ErrorKey;
}
