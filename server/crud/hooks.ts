/**
 * What an entity needs beyond generic CRUD, as a small typed interface. Each hook runs inside the
 * write's transaction with the acting user; the generic layer calls them, routes never do.
 *
 * One registry (issue 35 item 3): each domain declares its hooks with entityHooks(entity, stages), keyed by
 * the entity's description object (a misspelt entity fails the type check), every stage a list; the
 * composition root (server/app.ts) composes all domains' lists once, before the store is built, and nothing
 * adds to them afterwards. Within a stage the hooks run in the order of the composed list.
 */
import type { AliasableExpression, Kysely, SelectQueryBuilder } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import type { DialectName } from '../db/connect';
import type { Actor } from '../access/actor';
import type { ErrorKey } from '../errors';
import type { Store } from './repository';

export interface WriteContext {
  db: Kysely<any>;
  actor: Actor;
  /** The whole store, for effects after the commit (notifications go out through its live channel). */
  store: Store;
  /** Runs once the write's transaction has committed (notify people): never for a refused write. */
  afterCommit(effect: () => Promise<void>): void;
  /**
   * As afterCommit, but the writes of one transaction asking with the same `key` share one run, given every
   * write's item (an import's rows): for an effect whose work reads in one pass for many records.
   */
  afterCommitTogether<T>(key: string, item: T, effect: (items: T[]) => Promise<void>): void;
  /** The validated record about to be stored (hooks may set server-owned fields on it). */
  data: Record<string, unknown>;
  /** The stored record on update; undefined on create. */
  stored?: Record<string, unknown>;
}

export interface UniqueContext extends WriteContext {
  /** Asks whether a value is taken, through the actor's "taken" throttle (server/crud/unique-throttle.ts). */
  taken(query: SelectQueryBuilder<any, any, any>): Promise<boolean>;
}

/**
 * A chunk of new records written together (an import's rows): the batch form of a create's hooks. A hook reads
 * once for all rows what its single form reads per row, and refuses the chunk when any row would be refused: the
 * caller then writes the chunk's rows one at a time through the single forms, which name the row. A rule that
 * counts (licences, uniqueness) counts the chunk's rows together, as if each were written after the ones before.
 */
export interface CreateManyContext extends Omit<WriteContext, 'data' | 'stored'> {
  /** The validated records about to be stored, in the file's order (hooks may set server-owned fields). */
  rows: Record<string, unknown>[];
}

export interface CreateManyUniqueContext extends CreateManyContext {
  /** Whether values are taken: as UniqueContext's, told the query of the whole chunk's values. */
  taken(query: SelectQueryBuilder<any, any, any>): Promise<boolean>;
}

export interface DeleteContext {
  db: Kysely<any>;
  actor: Actor;
  /** The whole store, for effects after the commit. */
  store: Store;
  /** In-scope ids about to be deleted (the ids an earlier hook of the stage let go). */
  ids: number[];
  /** Runs once the deletion has committed (tell the devices that held the records): never for a refused one. */
  afterCommit(effect: () => Promise<void>): void;
}

/** An upload to one of the record's file fields (schemas/file-field.ts), checked and re-encoded, not yet stored. */
export interface FileContext {
  db: Kysely<any>;
  actor: Actor;
  /** The record, as stored. */
  stored: Record<string, unknown>;
  field: string;
  /** The bytes about to be stored and their type. */
  bytes: Buffer;
  type: string;
}

/** A record's file, stored or removed: the write has committed. */
export interface FileChangeContext {
  store: Store;
  actor: Actor;
  /** The record, as it was before the change. */
  stored: Record<string, unknown>;
  field: string;
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

export interface DeleteCheck {
  deletable: number[];
  dependencies: Record<number, string[]>;
}

/** One hook of each stage, as the generic layer calls it. */
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
  /** What a file must hold beyond its type and size (a face photo: one face); throw an AppError to refuse. */
  checkFile?(ctx: FileContext): Promise<void>;
  /** After a file was stored or removed (tell the devices that hold it). */
  afterFile?(ctx: FileChangeContext): Promise<void>;
  /**
   * The create hooks' batch forms (CreateManyContext), present only when every create hook of the entity has
   * one: otherwise its records are created one at a time.
   */
  createMany?: {
    beforeWrite?(ctx: CreateManyContext): Promise<void>;
    checkUnique?(ctx: CreateManyUniqueContext): Promise<void>;
    afterWrite?(ctx: CreateManyContext & { ids: number[] }): Promise<void>;
  };
  /**
   * Before deleting: returns the ids that may go; the rest are reported as dependencies
   * (bulk delete) or refused with the thrown error (single delete).
   */
  beforeDelete?(ctx: DeleteContext): Promise<DeleteCheck>;
  /** The error a single delete answers when delete rules keep the record (default: deleting prohibited). */
  restrictedError?: ErrorKey;
}

type Stage<K extends keyof EntityHooks> = readonly NonNullable<EntityHooks[K]>[];

/** What a domain declares for one entity: every stage a list (one value for a read model's source and a refusal). */
export interface HookStages {
  source?: ReadModelSource;
  commands?: Record<string, Stage<'commands'>[number][string][]>;
  beforeWrite?: Stage<'beforeWrite'>;
  checkUnique?: Stage<'checkUnique'>;
  afterWrite?: Stage<'afterWrite'>;
  /** The batch forms of beforeWrite, checkUnique and afterWrite for new records (EntityHooks.createMany). */
  beforeCreateMany?: readonly ((ctx: CreateManyContext) => Promise<void>)[];
  checkUniqueMany?: readonly ((ctx: CreateManyUniqueContext) => Promise<void>)[];
  afterCreateMany?: readonly ((ctx: CreateManyContext & { ids: number[] }) => Promise<void>)[];
  checkFile?: Stage<'checkFile'>;
  afterFile?: Stage<'afterFile'>;
  beforeDelete?: Stage<'beforeDelete'>;
  restrictedError?: ErrorKey;
}

export interface EntityHookSet {
  readonly entity: Entity;
  readonly stages: HookStages;
}

/** One domain's hooks of one entity, keyed by the entity's description. */
export function entityHooks(entity: Entity, stages: HookStages): EntityHookSet {
  return Object.freeze({ entity, stages });
}

/** Every domain's hooks, composed once: `of(entity)` answers its stages as single calls. */
export interface HookRegistry {
  of(entity: Entity): EntityHooks;
}

function runAll<C>(hooks: readonly ((ctx: C) => Promise<void>)[]) {
  return hooks.length ? async (ctx: C) => { for (const hook of hooks) await hook(ctx); } : undefined;
}

/** Each hook of the stage gets the ids the previous ones let go; the dependencies they report add up. */
function chainDeletes(hooks: Stage<'beforeDelete'>) {
  if (!hooks.length) return undefined;
  return async (ctx: DeleteContext): Promise<DeleteCheck> => {
    let checked: DeleteCheck = { deletable: ctx.ids, dependencies: {} };
    for (const hook of hooks) {
      const next = await hook({ ...ctx, ids: checked.deletable });
      checked = { deletable: next.deletable, dependencies: { ...checked.dependencies, ...next.dependencies } };
    }
    return checked;
  };
}

/** The one value a stage may have: a second domain setting it is a mistake found at start. */
function single<T>(entity: Entity, stage: string, values: (T | undefined)[]): T | undefined {
  const set = values.filter((v) => v !== undefined);
  if (set.length > 1) throw new Error(`${entity.path}: ${stage} is declared ${set.length} times`);
  return set[0];
}

const BATCH_FORMS = [
  ['beforeWrite', 'beforeCreateMany'],
  ['checkUnique', 'checkUniqueMany'],
  ['afterWrite', 'afterCreateMany'],
] as const;

/** The batch forms, when every set with a create hook declares that hook's batch form too. */
function composeCreateMany(sets: readonly HookStages[]): EntityHooks['createMany'] {
  if (sets.some((s) => BATCH_FORMS.some(([single, many]) => s[single]?.length && !s[many]?.length))) return undefined;
  return {
    beforeWrite: runAll(sets.flatMap((s) => s.beforeCreateMany ?? [])),
    checkUnique: runAll(sets.flatMap((s) => s.checkUniqueMany ?? [])),
    afterWrite: runAll(sets.flatMap((s) => s.afterCreateMany ?? [])),
  };
}

function compose(entity: Entity, sets: readonly HookStages[]): EntityHooks {
  const names = [...new Set(sets.flatMap((s) => Object.keys(s.commands ?? {})))];
  const commands = Object.fromEntries(names.map((name) => [name, runAll(sets.flatMap((s) => s.commands?.[name] ?? []))!]));
  return Object.freeze({
    source: single(entity, 'source', sets.map((s) => s.source)),
    commands: names.length ? commands : undefined,
    beforeWrite: runAll(sets.flatMap((s) => s.beforeWrite ?? [])),
    checkUnique: runAll(sets.flatMap((s) => s.checkUnique ?? [])),
    afterWrite: runAll(sets.flatMap((s) => s.afterWrite ?? [])),
    createMany: composeCreateMany(sets),
    checkFile: runAll(sets.flatMap((s) => s.checkFile ?? [])),
    afterFile: runAll(sets.flatMap((s) => s.afterFile ?? [])),
    beforeDelete: chainDeletes(sets.flatMap((s) => s.beforeDelete ?? [])),
    restrictedError: single(entity, 'restrictedError', sets.map((s) => s.restrictedError)),
  });
}

const NONE: EntityHooks = Object.freeze({});

/** The registry of `sets`, in their order; an entity no domain names has no hooks. */
export function composeHooks(sets: readonly EntityHookSet[]): HookRegistry {
  // By path inside: a description object and a copy of it (a subset's view) name the same entity.
  const byPath = new Map<string, { entity: Entity; stages: HookStages[] }>();
  for (const { entity, stages } of sets) byPath.set(entity.path, { entity, stages: [...(byPath.get(entity.path)?.stages ?? []), stages] });
  const composed = new Map([...byPath].map(([path, { entity, stages }]) => [path, compose(entity, stages)]));
  return Object.freeze({ of: (entity: Entity) => composed.get(entity.path) ?? NONE });
}
