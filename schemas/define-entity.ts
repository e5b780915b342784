/**
 * The one description of an entity. Everything else (API routes, table, OpenAPI, screens)
 * is derived from what is declared here, once, at start-up.
 *
 * @example
 * export const marker = defineEntity({
 *   name: 'marker', path: 'markers', table: 'markers',
 *   fields: { name: z.string().min(1).max(255), color: z.string().max(16) },
 *   list: { columns: ['name', 'color'], search: ['name'], filters: ['name'], sort: 'name' },
 *   access: { view: { all: 'markers.view.all', own: 'markers.view' }, create: 'markers.create', ... },
 *   ownership: { kind: 'none' },
 * });
 */
import { z } from 'zod';
import type { FileRule } from './file-field';
import type { EntityMenu } from './menu';
import type { NormalizerName } from './normalizers';
import type { ServerFeature } from './licence';
import type { Permission } from './permissions';

export type Scope = 'own' | 'domain' | 'descendants' | 'all';
export type Operation = 'view' | 'create' | 'update' | 'delete';
/**
 * Actions beyond CRUD that some entities grant separately (001 §6 "UKEY2: view; issue; revoke"): `issue`
 * creates a record the server fills, `revoke` ends one for good, `view_log` reads a record's log
 * (`GET /{path}/{id}/logs`, server/crud/record-log.ts). Their routes check these grants.
 */
export type Command = 'issue' | 'revoke' | 'view_log';

/**
 * Who may do an operation: each scope is granted by a permission, or by `true` (everyone signed in).
 * Scopes are evaluated over the group hierarchy; see server/access/scope.ts.
 */
export type Grant = Partial<Record<Scope, Permission | true>>;

/** How a record belongs to groups, which is what scoped permissions look at. */
export type Ownership =
  | { kind: 'group' } // the record is a group: in scope when it is one of the scope's groups
  | { kind: 'group-column'; field: string } // a device's domain_id
  | { kind: 'group-list'; field: string } // a user's domain_ids
  | { kind: 'none' } // not attached to groups: only `all` and `own` scopes apply
  /**
   * A child collection (a poll's responses, a conversation's messages): a record is seen by whoever sees its
   * parent, `field` holding the parent's id; the child's own grants decide the other operations.
   */
  | { kind: 'parent'; entity: string; field: string };

/** Who reaches a grouped entity's records without a group (EntityConfig.ungrouped). */
export type Ungrouped = 'creator' | 'all' | { permission: Permission };

/** Field-level facts travel with the zod field as `.meta()`, and so reach JSON Schema and OpenAPI too. */
export interface FieldMeta {
  /** Never returned by the server (passwords, secrets). */
  writeOnly?: boolean;
  /** Set by the server only; ignored in requests. */
  readOnly?: boolean;
  /** Ids of another entity (by its path); a to-one for a number, a to-many (join table) for an array. */
  reference?: string;
  /**
   * Why a reference may name a record the actor cannot view, and what decides instead; the repository then
   * checks only that it exists (server/crud/references.ts). A user's role is given by the privilege rule, not
   * by the roles one may list.
   */
  referenceBeyondView?: string;
  /**
   * What deleting the referenced record does here (server/crud/delete-rules.ts): `restrict` keeps it while this
   * record points at it (the dependants are listed), `set_null` drops the pointer (a to-many loses the id),
   * `cascade` deletes this record too. Without a rule the id stays as history (an event's group).
   */
  onDelete?: 'restrict' | 'set_null' | 'cascade';
  /** Accepted on create as an instruction, never stored (e.g. send_registration_link). */
  transient?: boolean;
  /**
   * Not settable by a user on their own record (entities whose `own` is 'self'): the form leaves it out
   * there and the server refuses it. A user's own password changes only where the old one is checked.
   */
  notOnOwnRecord?: boolean;
  /**
   * Compared through a normaliser (schemas/normalizers.ts), for uniqueness and in filters, on `column`,
   * a stored read-only field the repository fills with the normalised value.
   */
  normalize?: { rule: NormalizerName; column: string };
  /**
   * Shown and edited by a dedicated display, by name (resources/display-registry.ts): identifier values in hex
   * or decimal; a schedule's weekly slots on the week grid; an elevator's controllers and floors. The module
   * contributing a display declares its name in FieldDisplays. A `rich_text` field holds HTML from the console's
   * editor: the repository sanitises it on every write (server/crud/rich-text.ts), as it fills normalised columns.
   */
  display?: FieldDisplayName;
  /**
   * Told by the world and followed over the live channel (a device's status): while the channel is down the
   * console shows the value as possibly out of date (resources/live-value.tsx), and re-reads it on reconnect.
   */
  live?: boolean;
  /**
   * The form shows the field only while every named sibling field holds the given value
   * (resources/form/section-object-template.tsx), e.g. a schedule's custom repeat fields:
   * `{ repeat_mode: 'custom' }`. The value is still sent and stored; the server decides what counts.
   */
  visibleWhen?: Record<string, string | number | boolean>;
  /**
   * The choices come from a call rather than from a list the user may read: `GET /api/v0/{path}` answers
   * `data[list]` as `[{id, name}]` (resources/form/call-choices-widget.tsx). A resident granting a guest pass
   * chooses among the shareable access rules without the right to list access rules.
   */
  choicesFrom?: { path: string; list: string };
  /**
   * A reference's choices depend on another field of the form: the referenced records whose filter field (the
   * key) equals that sibling's value (resources/form/use-choices-where.ts). `self`: an empty sibling means the
   * signed-in user, as the server reads it; otherwise nothing is offered until the sibling is chosen.
   * @example identifier_id: the holder's identifiers, `{ owner: { field: 'user_id', empty: 'self' } }`
   */
  choicesWhere?: Record<string, { field: string; empty?: 'self' }>;
  /**
   * A text field holding codes from a known list (device event types, access decision reasons): shown and
   * filtered like an enum, its values translated as `enums.<field>.<code>`, yet stored as any text, since a
   * device may report a code the console does not know yet (then shown as it is).
   */
  codes?: readonly string[];
  /**
   * A file (schemas/file-field.ts `fileField`): uploaded, downloaded and deleted on its own route once the
   * record exists, checked by content and size; the record holds its name, size, type and version.
   */
  file?: FileRule;
  /**
   * Only holders of one of these permissions may change the field (a group's licence: the licence count
   * permissions): the form shows it read-only to others and the server refuses their change of it. Scope
   * rules beyond "holds one" belong to the entity's hooks.
   */
  editableWith?: readonly Permission[];
  /**
   * The field's values with which saving the record (or running a command marked `sendsMail`) sends e-mail:
   * while no mail server is configured the console warns before it (resources/mail-off-warning.tsx).
   */
  sendsMail?: readonly (string | boolean)[];
}

/**
 * Names of the dedicated field displays, declared by the modules that contribute them (declaration merging;
 * resources/form/displays.tsx): a field naming a display nobody contributes fails the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the contributing modules
export interface FieldDisplays {}
export type FieldDisplayName = keyof FieldDisplays & string;

export interface ListDescription<K extends string> {
  /** Columns of the generated list, in order. */
  columns: K[];
  /** Fields the search box matches (case-insensitive substring, any of them). */
  search: K[];
  /** Fields allowed in `filters` and in `sort`. */
  filters: K[];
  /** Default sort, e.g. 'name' or '-created_at'. */
  sort: string;
  /** The console page a row opens (`:id`, the record's id) instead of the record's own, e.g. a conversation's thread. */
  opens?: string;
}

/** A relation that `with=` can embed into answers. */
export interface RelationDescription {
  /** Path of the related entity. */
  entity: string;
  /** to-one: `field` holds the related id. to-many: `field` holds the list of related ids. */
  kind: 'to-one' | 'to-many';
  field: string;
  /**
   * Why the related record's title (never more) is embedded even for a reader who may not view it (a
   * message's author, a conversation's participant); without it such a record is embedded as `{ id }` only.
   */
  titleBeyondView?: string;
}

/**
 * Page actions beyond CRUD, by name. The module that contributes an action declares its name here by
 * declaration merging and registers its component (resources/page-action-registry.ts), so an entity naming an
 * action nobody contributes fails the type check, and adding one edits no generic file:
 *
 * @example
 * declare module '../schemas/define-entity' { interface EditPageActions { device_init: true } }
 * registerPageActions('edit', { device_init: { component: lazy(() => import('./page-actions-device-init')) } });
 *
 * `edit`: buttons on an existing record's page; `list`: on the list's bar; `bulk`: for the list's selected
 * records; `form`: above the add and edit forms.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the contributing modules (declaration merging)
export interface EditPageActions {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
export interface ListPageActions {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
export interface BulkPageActions {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
export interface FormPageActions {}
export type EditPageActionId = keyof EditPageActions & string;
export type ListPageActionId = keyof ListPageActions & string;
export type BulkPageActionId = keyof BulkPageActions & string;
export type FormPageActionId = keyof FormPageActions & string;
export interface PageActions {
  edit?: readonly EditPageActionId[];
  list?: readonly ListPageActionId[];
  /** Buttons for the records selected in the list, beside bulk delete. */
  bulk?: readonly BulkPageActionId[];
  /** Shown above the form of the add and edit pages (what the server will hold the record to). */
  form?: readonly FormPageActionId[];
}

/**
 * Records of another entity that point at this one, shown on this record's show and edit pages as a tab
 * with a filtered, paginated list and an "add" that pre-fills the pointer (resources/related-records.tsx).
 *
 * @example { path: 'identifiers', field: 'owner' } // a user's identifiers: identifiers whose owner is the user
 */
export interface RelatedRecords {
  /** The other entity's path (or console route). */
  path: string;
  /** Its field holding this record's id (or a list of ids containing it); a declared filter of that entity. */
  field: string;
  /** The tab's name under `resources.<this path>.related.<name>`, where the other entity's plural would mislead (a group's child groups). */
  name?: string;
}

/** What a command's `set` is given to compute the values it stores. */
export interface CommandSetContext<I> {
  /** The validated input (an empty object for a command without input). */
  input: I;
  /** The acting user's id (null for the server itself). */
  actor: number | null;
  /** The moment the command runs, as an ISO string. */
  now: string;
}

/**
 * An action on one record beyond CRUD (announcement start and stop, alarm process): the generator serves
 * `POST /{path}/{id}/{name}` (server/crud/commands.ts), checks that the actor sees the record and holds the
 * grant, refuses it while the precondition does not hold ('not allowed in the current state'), stores what
 * `set` computes, runs the entity's command hook (server/entities/hooks.ts) and writes the audit and live
 * events, all in one transaction, the record read under its write lock (sent several times at once, it runs
 * once); OpenAPI documents it, and the record's pages get a button (with a dialog built from `input`) shown
 * only to those who may run it, while the precondition holds.
 *
 * @example
 * commands: {
 *   process: {
 *     grant: { descendants: 'device_alarms.process' },
 *     input: z.object({ comment: z.string().max(2000).default('') }),
 *     when: { processed: [false] },
 *     set: ({ input, actor, now }) => ({ processed: true, comment: input.comment, processed_by: actor, processed_at: now }),
 *   },
 * }
 */
export interface EntityCommand<I extends Record<string, unknown> = any> {
  /** Who may run it, scoped like the CRUD grants (the record must also be visible). */
  grant: Grant;
  /** The request body, validated (unknown keys refused); the console's dialog is built from it. */
  input?: z.ZodType<I>;
  /** The stored record must hold one of the listed values in each named field, else the command is refused. */
  when?: Record<string, readonly (string | number | boolean | null)[]>;
  /** The spec's error when `when` does not hold, where it names one (a reservation: amenity_not_cancelable); default not_in_state. */
  refusal?: string;
  /** The fields the command stores on the record (server-owned fields included). */
  set?: (context: CommandSetContext<I>) => Record<string, unknown>;
  /** The server licence feature it needs beyond the entity's own. */
  licence?: ServerFeature;
  /** Asks before running (a command without input); the dialog says `commands.<name>.confirm`. */
  confirm?: boolean;
  /** Running it sends the record's e-mail when its fields say so (FieldMeta `sendsMail`): warned about while mail is off. */
  sendsMail?: boolean;
  /** The button's colour: `error` for what cannot be undone. */
  tone?: 'primary' | 'error';
}

/**
 * A button on the entity's form that asks the server for values and puts them into the form, for the user to
 * check and save (resources/form-fills.ts). Labelled `resources.<path>.fills.<name>.label`; `….done` is said
 * once the values are in. Shown only to those who may do `needs` on the entity, and only on `modes`.
 *
 * @example
 * // A virtual number's Generate: GET /virtual-numbers/generate → { data: { number, password } }
 * formFills: { generate: { from: 'generate', fields: ['number', 'password'], reveal: ['password'] } }
 */
export interface FormFill<K extends string = string> {
  /** GET /{path}/{from}, answering `{ data: { field: value } }`. */
  from: string;
  /** The answer's fields that go into the form; anything else in the answer is ignored. */
  fields: readonly K[];
  /** The react-admin action on the entity the button needs (default 'create'). */
  needs?: 'create' | 'edit';
  /** The forms that show it (default: the add form only). */
  modes?: readonly ('create' | 'edit')[];
  /**
   * Write-only fields (a password input shows dots) whose filled value is also printed beside the button, so
   * the user can note it: only until the form is saved or left, never read back from the server.
   */
  reveal?: readonly K[];
}

/** How the entity's forms and show pages are laid out (resources/ui-schema.ts, show-fields.tsx). */
export interface EntityLayout {
  /** Fields side by side on a wide screen (default 2); one column on a narrow one, whatever this says. */
  columns?: 1 | 2;
  /**
   * An object made only of sections (a device's settings): its sections as folding `accordions` (default)
   * or as `tabs`, one section in view at a time.
   */
  sections?: 'accordions' | 'tabs';
}

export interface EntityConfig<F extends z.ZodRawShape> {
  /** Singular name in the spec's words, also the locale key (`resources.<name>`). */
  name: string;
  /** API path under /api/v0 and the react-admin resource name (unless `route` says otherwise). */
  path: string;
  /**
   * The console's path, when the spec puts the pages elsewhere than the API (guest passes: /guest-access
   * over /api/v0/identifiers/guest-access). It is then the react-admin resource name; the data provider
   * calls `path`.
   */
  route?: string;
  /** Database table. */
  table: string;
  /** The entity's own fields. id, created_at, updated_at and created_by are added for every entity. */
  fields: F;
  /** Field shown as the record's name (titles, pickers). */
  titleField: keyof F & string;
  /**
   * Where the name alone does not say which record it is (a reservation's date): the fields its page title says
   * instead, each as its list shows it (resources/entity-title.tsx), e.g. `['amenity_id', 'date', 'time_slots', 'status']`.
   */
  titleWith?: readonly (keyof F & string)[];
  list: ListDescription<(keyof F & string) | 'id' | 'created_at' | 'updated_at'>;
  relations?: Record<string, RelationDescription>;
  /**
   * Answer fields made of stored ones, answered on every read, e.g. a call's `from: { number: 'from_number', user:
   * 'from_user' }` (001 §7). Each key names a field or a to-one relation, embedded as `with=` would but `null`
   * where the reader may not view the related record (unless its title is told beyond view); filters and sort stay
   * on the stored fields.
   */
  composites?: Record<string, Record<string, string>>;
  access: Record<Operation, Grant> & Partial<Record<Command, Grant>>;
  ownership: Ownership;
  /**
   * Who reaches a record of a grouped entity whose group field is empty (a project-level record). Every entity
   * whose records belong to groups states it (schemas/scoping.test.ts); server/access/scope.ts applies it.
   * - `creator`: its creator and holders of the operation's `all` scope, as any other record;
   * - `all`: writing one (create, update, delete, commands) needs the operation's `all` scope;
   * - `{ permission }`: holders of the permission see such records, and writing one needs it (a project-level
   *   mail template needs project-settings change, 001 §6).
   */
  ungrouped?: Ungrouped;
  /**
   * The entity is the rows of its table holding these column values: UKEY2 is the identifiers of type
   * `ukey2` (`{ type: 'ukey2' }`). Every query on it filters by them (server/access/scope.ts), and a record
   * created through it gets them.
   */
  subset?: Record<string, string | number | boolean>;
  /**
   * A read model: the rows are a query's, not a table's (a poll's results per question, call history). The
   * server module that owns it gives the query as the entity's `source` hook (server/entities/hooks.ts); lists,
   * filters, sorting, paging, export and access work as for a table, and nothing is ever written through it.
   */
  readModel?: true;
  /**
   * A read model whose rows are those of other entities, by the same ids (a device's heartbeat is the
   * device): a change of one of these is a change of the read model's row too, so lists of it refresh live.
   */
  follows?: string[];
  /**
   * The server licence features the entity needs (000 §4.2), one or all of several (SIP trunks need SIP and
   * trunks): without them, its routes answer 'no licences' and its menu item is hidden.
   */
  licence?: ServerFeature | readonly ServerFeature[];
  /**
   * What the `own` scope means: records the actor created (default), or, for users, the actor's own record.
   * Either way, anyone may view records they created (001 §6), except groups.
   */
  own?: 'created_by' | 'self';
  /**
   * Users named in these fields take part in the record as its creator does: the `own` scope covers them too
   * (a conversation's interlocutor sees and answers it).
   */
  participants?: (keyof F & string)[];
  /** Values a new record's form starts with, computed as the form opens (a guest pass: from now, for a day). */
  initialValues?: () => Record<string, unknown>;
  /**
   * Values unique among all records, ignoring case ('value not unique'): a field, or a composite key whose
   * fields together must be unique, with the spec's error where it names one (a group's type and logical
   * address under its parent: `{ fields: ['parent_id', 'domain_type_id', 'logic_address'], error: 'same_type_and_address' }`).
   * A key with an empty (null) field is not compared, unless the key says `emptyIsValue: true`: then empty is a
   * value like any other (one project-level mail template per type, its group empty). The database enforces each
   * with a unique index (server/db/migration-helpers.ts createCompositeUniqueIndex).
   */
  unique?: UniqueKey<keyof F & string>[];
  /** Fields a user may change on a record they are allowed to edit only because it is their own. */
  ownerEditable?: (keyof F & string)[];
  /** Page actions beyond CRUD (see PageActions). */
  actions?: PageActions;
  /** Actions on a record beyond CRUD, served and rendered by the generator (see EntityCommand). */
  commands?: Record<string, EntityCommand>;
  /**
   * How a form picks records of this entity: an inline autocomplete (default: search as you type, chips for
   * a list), or the picker dialog, where browsing helps more than typing (groups: a tree of look-alike names).
   */
  picker?: 'autocomplete' | 'dialog';
  /**
   * A tree's call answering every record the reader sees at once, under the entity's path (groups: `completely`,
   * 001 §7), as rows with the parent field. The picker dialog of a tree that small (resources/form/whole-tree.ts
   * TREE_PICKER_LIMIT) loads it once and shows the tree; a larger one is searched on the server.
   */
  wholeTree?: string;
  /**
   * The entity's list in the side menu: its group, position and icon (schemas/menu.ts). It shows to those who
   * may list the entity and, for a licensed entity, only while its licence holds; its label is the entity's
   * plural name, or `resources.<path>.menu` where that is set.
   */
  menu?: EntityMenu;
  /** Columns and sections of the forms and show pages (see EntityLayout). */
  layout?: EntityLayout;
  /** Other entities' records shown on this record's pages (see RelatedRecords). */
  related?: readonly RelatedRecords[];
  /**
   * The list downloads as a file: `GET /{path}/download?export_format=csv|xlsx&filters&sort` (server/export/)
   * and the export format picker on the list's bar (`actions.list: ['list_export']`).
   */
  export?: ExportDescription<(keyof F & string) | 'id' | 'created_at' | 'updated_at'>;
  /**
   * Records come in from a spreadsheet (XLSX or CSV) with a dry run and an undo: `POST /{path}/import` and the flow
   * of schemas/import.ts (server/import/), and `GET /{path}/export` in the same shape, which imports back unchanged.
   */
  import?: ImportDescription<keyof F & string>;
}

/**
 * An entity's spreadsheet import (server/import/). Each row becomes the body of a create, or of an update of the
 * record it duplicates, through the repository as the API's writes: every check, hook and audit event applies.
 *
 * @example
 * import: {
 *   columns: [{ field: 'name', required: true }, { field: 'owner', resolve: 'user_email' }, { field: 'domain_ids', resolve: 'group_paths' }],
 *   duplicate: ['type', 'value'],
 *   permission: 'identifiers.import',
 * }
 */
export interface ImportDescription<K extends string> {
  /** The file's columns, in order; headers match the fields' labels in any language (`resources.<path>.fields.<field>`) or the field's name. */
  columns: readonly ImportColumnDescription<K>[];
  /** The fields that find the existing record a row duplicates (ignoring case, normalised where the field is): then overwrite or skip. */
  duplicate: readonly K[];
  /** Needed beyond the create and update grants (identifiers: identifiers.import); the export needs the export's. */
  permission?: Permission;
  /** Values every imported row's body gets unless a column gives one (users: no registration e-mail per imported row). */
  defaults?: Partial<Record<K, string | number | boolean | null>>;
}

export interface ImportColumnDescription<K extends string> {
  field: K;
  /**
   * The column writes one part of a JSON field, named by its path inside it (schemas/field-parts.ts):
   * `restrictPeriod.from`, or a list's item by its key, `packages[type=plus].qty`. A row's parts are written over
   * the record's stored value (the field's default for a new record); an empty cell leaves the part as it is.
   * The column is named `<field>.<part>`; its header joins the labels along the path ("License: Packages: Plus: Licenses").
   */
  part?: string;
  /** A row without it fails ('validation.required'). */
  required?: boolean;
  /**
   * A reference given by a display value, by the name of a resolver its owning module registers
   * (server/import/resolvers.ts): `group_path` ("Site/Block A/Entrance 1"), `group_paths` (several, one per line
   * or separated by ';'), `user_email`, `role_name`, `licence_moment` (a date for epoch ms). The export writes the
   * same display value back.
   */
  resolve?: string;
}

/** A unique field, or a composite key (see EntityConfig.unique); `error` is a key of server/errors.ts. */
export type UniqueKey<K extends string> = K | { fields: readonly K[]; error?: string; emptyIsValue?: boolean };

/** Every unique key of an entity as a list of fields. */
export function uniqueKeys(entity: { unique?: readonly UniqueKey<string>[] }): { fields: readonly string[]; error?: string; emptyIsValue?: boolean }[] {
  return (entity.unique ?? []).map((key) => (typeof key === 'string' ? { fields: [key] } : key));
}

export interface ExportDescription<K extends string> {
  /**
   * Columns of the file, in order: fields, or names of to-one relations (the related record's title, when
   * the caller may see it). Default: id and the list's columns.
   */
  columns?: (K | (string & {}))[];
  /** Needed beyond the view grant (identifiers: identifiers.export). */
  permission?: Permission;
}

export { type GrantName, grantOf } from './grants';

export const recordFields = {
  id: z.number().int().meta({ readOnly: true }),
  created_at: z.iso.datetime({ offset: true }).meta({ readOnly: true }),
  updated_at: z.iso.datetime({ offset: true }).meta({ readOnly: true }),
  created_by: z.number().int().nullable().meta({ readOnly: true, reference: 'users' }),
};

/** Keeps each entity's own field and command names in its type (its locale module is checked against them). */
export function defineEntity<
  F extends z.ZodRawShape,
  C extends Record<string, EntityCommand> = Record<never, EntityCommand>,
  X extends Record<string, FormFill<keyof F & string>> = Record<never, FormFill>,
>(
  config: EntityConfig<F> & {
    commands?: C;
    /** Buttons on the forms that fill fields from a server's answer (see FormFill); kept by name for their labels. */
    formFills?: X;
    /**
     * Why an entity whose records belong to groups grants an operation or command at `all` alone, by its name
     * (SECURITY.md "Scoping of grouped records"): without a reason here, schemas/scoping.test.ts fails.
     * @example unscoped: { create: '001 §6 scopes no device creation: placement keeps it within the view (checkPlacement)' }
     */
    unscoped?: Partial<Record<Operation | Command | (keyof C & string), string>>;
  },
) {
  const record = z.object({ ...recordFields, ...config.fields });
  return { ...config, record };
}

export type Entity = ReturnType<typeof defineEntity<z.ZodRawShape, Record<string, EntityCommand>, Record<string, FormFill>>>;

/** Dummy value shown for a stored password; sent back, it means "unchanged" (000 §5.3). */
export const PASSWORD_PLACEHOLDER = '********';

/** An empty or placeholder secret means "keep the stored one" (000 §5.3), so clients do not send it. */
export function keepsStoredSecret(value: unknown) {
  return value === undefined || value === null || value === '' || value === PASSWORD_PLACEHOLDER;
}
