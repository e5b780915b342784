/**
 * The rjsf uiSchema of an entity's form, generated from its form JSON Schema and the locale: labels and help
 * from `resources.<path>.fields|help.<a.b.c>`, password inputs for write-only fields, a picker for
 * references, translated enum labels, collapsible sections for nested objects, long lists of choices grouped
 * when a catalogue labels them (choice-catalogues.ts).
 *
 * @example buildUiSchema(device, translate, 'edit').device_settings.sip.talk_timeout
 * // { 'ui:title': 'Talk timeout, s' }
 */
import type { UiSchema } from '@rjsf/utils';
import type { Entity, EntityLayout } from '../schemas/define-entity';
import { grantOf } from '../schemas/grants';
import { entityByPath } from '../schemas';
import { holdsGrant } from '../src/providers/entity-grants';
import { catalogueFor } from './choice-catalogues';
import { displayUiSchema, fieldDisplay } from './display-registry';
// The generator's own displays register themselves (an open registry: display-registry.ts).
import './form/displays';
import { type ChoiceGroup, type ChoiceValue, catalogueGroups, catalogueLabel } from './choice-groups';
import { withVisibleWhen } from './form/visible-when';
import { type FormNode, blankable, childNodes, emptyValue, entityFormSchema, isWriteOnly, solidNode } from './form-schema';
import { type Translate, commonKey, enumLabel, fieldLabelKey, optionalHelp } from './locale-keys';

export type FormMode = 'create' | 'edit';

/** Options our templates and widgets read from `ui:options`. */
export type SectionOptions = {
  /** Draw the object as a titled, collapsible section. */
  section?: boolean;
  /** Start collapsed (deeper sections, so a long form opens short). */
  collapsed?: boolean;
  /** Its fields side by side on a wide screen (the entity's `layout.columns`). */
  columns?: 1 | 2;
  /** Its sections as tabs (an object made only of sections, under `layout.sections: 'tabs'`). */
  tabs?: boolean;
  /** A tab's panel: the tab names it, so no title of its own. */
  tabPanel?: boolean;
};

/** `ui:options` every field may carry for the object around it. */
export type FieldPlacement = {
  /** Takes the whole row: sections, lists, long texts, the generator's own fields (week grid, floors). */
  wide?: boolean;
};

/** `ui:options` of the grouped-choices widget. */
export type GroupedChoicesOptions = { choiceGroups: ChoiceGroup[] };

interface Context {
  resource: string;
  layout: Required<EntityLayout>;
  translate: Translate;
  mode: FormMode;
  /** The signed-in user's own record: fields marked notOnOwnRecord are left out. */
  ownRecord: boolean;
  /** The signed-in user's permissions: a field marked editableWith is read-only without one of its own. */
  permissions: readonly string[];
  /** The top-level fields this user may change here; the others are read-only. Undefined: every one. */
  editable?: readonly string[];
}

/** Texts longer than a line get a text area. */
const LONG_TEXT = 255;

function enumNames(ctx: Context, path: string[], values: unknown[]) {
  return values.map((value) => enumLabel(ctx.translate, ctx.resource, path, value as string | number));
}

function objectUiSchema(ctx: Context, path: string[], node: FormNode, depth: number): UiSchema {
  const ui: UiSchema = {};
  for (const [name, child] of childNodes(node)) {
    const field = fieldUiSchema(ctx, [...path, name], child, depth);
    const locked = depth === 1 && ctx.editable && !ctx.editable.includes(name) && field['ui:widget'] !== 'hidden';
    const shown = locked ? { ...field, 'ui:readonly': true } : field;
    ui[name] = shown['ui:readonly'] && unreadable(ctx, child) ? { 'ui:widget': 'hidden' } : shown;
  }
  return ui;
}

function help(ctx: Context, path: string[], node: FormNode) {
  const parts = [optionalHelp(ctx.translate, ctx.resource, path)];
  // On edit a secret is never shown, so an empty input must read as "keep it".
  if (ctx.mode === 'edit' && isWriteOnly(node)) parts.push(ctx.translate(commonKey('password_unchanged')));
  return parts.filter(Boolean).join('. ') || undefined;
}

function choiceListUiSchema(ctx: Context, path: string[], values: ChoiceValue[]): UiSchema {
  const catalogue = catalogueFor(ctx.translate, values);
  if (!catalogue) return { 'ui:widget': 'checkboxes', 'ui:options': { inline: true }, items: { 'ui:enumNames': enumNames(ctx, path, values) } };
  const options: GroupedChoicesOptions = { choiceGroups: catalogueGroups(ctx.translate, catalogue, values) };
  return {
    'ui:widget': 'groupedChoices',
    'ui:options': options,
    items: { 'ui:enumNames': values.map((value) => catalogueLabel(ctx.translate, catalogue.prefix, value)) },
  };
}

function listUiSchema(ctx: Context, path: string[], node: FormNode, items: FormNode, depth: number): UiSchema {
  if (node.reference) return {};
  if (Array.isArray(items.enum)) return choiceListUiSchema(ctx, path, items.enum as ChoiceValue[]);
  const fixedLength = node.minItems !== undefined && node.minItems === node.maxItems;
  // rjsf would title each item "<name>-<n>", which tells the user nothing; the list has the label.
  const itemUi: UiSchema = { ...(items.type === 'object' ? objectUiSchema(ctx, path, items, depth + 1) : {}), 'ui:options': { label: false } };
  const itemEmpty = emptyValue(items);
  // An emptied item must stay a value: undefined inside a list would be sent as null.
  if (itemEmpty !== undefined) itemUi['ui:emptyValue'] = itemEmpty;
  return {
    'ui:options': { orderable: false, ...(fixedLength && { addable: false, removable: false }) },
    items: itemUi,
  };
}

/** Whether a field takes a whole row of its object's grid. */
export function isWide(node: FormNode, ui: UiSchema): boolean {
  const solid = solidNode(node);
  if (ui['ui:widget'] === 'hidden') return false;
  if (solid.type === 'object' || ui['ui:widget'] === 'textarea' || ui['ui:widget'] === 'groupedChoices' || ui['ui:widget'] === 'checkboxes') return true;
  // Lists of values or records; a list of references is an autocomplete, as narrow as a single one.
  if (solid.type === 'array' && !node.reference) return true;
  return typeof ui['ui:field'] === 'string' && ui['ui:field'] !== 'blankable';
}

/** Sections only: an object whose every field is itself an object. */
const onlySections = (node: FormNode) => childNodes(node).length > 1 && childNodes(node).every(([, child]) => solidNode(child).type === 'object');

const mayEdit = (ctx: Context, node: FormNode) => !node.editableWith || node.editableWith.some((permission) => ctx.permissions.includes(permission));

/**
 * A reference to records the user may not read: it could only say "#4" (a resident's own role, which their
 * profile names). Read-only, it is not shown; editable, its own picker or call offers the choices.
 */
function unreadable(ctx: Context, node: FormNode) {
  const target = node.reference ? entityByPath(node.reference) : undefined;
  return target !== undefined && !holdsGrant(target, 'view', ctx.permissions);
}

function fieldUiSchema(ctx: Context, path: string[], node: FormNode, depth: number): UiSchema {
  const editable = fieldUiSchemaOf(ctx, path, node, depth);
  const ui = mayEdit(ctx, node) ? editable : { ...editable, 'ui:readonly': true };
  if (!isWide(node, ui)) return ui;
  const placement: FieldPlacement = { wide: true };
  return { ...ui, 'ui:options': { ...(ui['ui:options'] as object | undefined), ...placement } };
}

/**
 * A section starts folded, so a long form opens short (a user's add form fits one screen), unless it asks
 * for something (a required field), appears only on a choice (visibleWhen: what the user just asked for), or
 * is a row of tabs at the form's top level.
 */
function objectOptions(ctx: Context, node: FormNode, depth: number): SectionOptions {
  const tabs = ctx.layout.sections === 'tabs' && onlySections(node);
  const open = (tabs && depth === 1) || (node.required?.length ?? 0) > 0 || node.visibleWhen !== undefined;
  return { section: true, collapsed: !open, columns: ctx.layout.columns, ...(tabs && { tabs: true }) };
}

function fieldUiSchemaOf(ctx: Context, path: string[], node: FormNode, depth: number): UiSchema {
  const solid = solidNode(node);
  const items = typeof solid.items === 'object' && !Array.isArray(solid.items) ? (solid.items as FormNode) : undefined;
  const isObject = solid.type === 'object';
  // A file's name, size and type are one value with one label, not a section.
  const group = !node.file && (isObject || (solid.type === 'array' && items?.type === 'object'));
  let ui: UiSchema = { 'ui:title': ctx.translate(fieldLabelKey(ctx.resource, path, group)) };
  const helpText = help(ctx, path, node);
  if (helpText) ui['ui:help'] = helpText;

  if (blankable(node)) {
    ui['ui:field'] = 'blankable';
    ui['ui:fieldReplacesAnyOrOneOf'] = true;
  }
  if (solid.type === 'string' || solid.type === 'number' || solid.type === 'integer') {
    const empty = emptyValue(node);
    if (empty !== undefined) ui['ui:emptyValue'] = empty;
  }
  if (Array.isArray(solid.enum)) ui['ui:enumNames'] = enumNames(ctx, path, solid.enum);

  if (node.notOnOwnRecord && ctx.ownRecord) return { 'ui:widget': 'hidden' }; // e.g. one's own password: the profile page
  if (node.reference) ui['ui:widget'] = 'reference';
  else if (isWriteOnly(node)) {
    ui['ui:widget'] = 'password';
    ui['ui:autocomplete'] = 'new-password';
  } else if (node.transient && ctx.mode === 'edit') ui['ui:widget'] = 'hidden'; // a create-time instruction
  else if (solid.type === 'string' && (solid.maxLength ?? 0) > LONG_TEXT) ui['ui:widget'] = 'textarea';
  else if (solid.type === 'number' && !solid.enum) ui['ui:widget'] = 'decimal'; // fractions: a comma works too (000 §5.3)
  // A dedicated display edits the field its own way (display-registry.ts), unless it only reads it.
  if (node.display && fieldDisplay(node.display).form) return withVisibleWhen(displayUiSchema(node.display, ui, ctx.mode), node.visibleWhen);
  // Choices a call offers (form/call-choices-widget.tsx): one select for the whole list.
  if (node.choicesFrom) return { ...ui, 'ui:widget': 'callChoices', 'ui:options': { choicesFrom: node.choicesFrom } };

  if (isObject) {
    const options = objectOptions(ctx, solid, depth);
    ui = { ...ui, ...objectUiSchema(ctx, path, solid, depth + 1), 'ui:options': options };
    // The tabs name their sections; each is a panel, neither folding nor titled.
    if (options.tabs) for (const [name] of childNodes(solid)) ui[name] = { ...ui[name], 'ui:options': { ...ui[name]['ui:options'], section: false, tabPanel: true } };
  } else if (solid.type === 'array' && items) {
    ui = { ...ui, ...listUiSchema(ctx, path, solid, items, depth) };
  }
  return withVisibleWhen(ui, node.visibleWhen); // a conditional field (form/visible-when.ts)
}

/**
 * On one's own record, a user whose update grant is only the `own` scope may change only the entity's
 * ownerEditable fields: the server's rule (server/crud/repository.ts update), so the form offers no other.
 */
export function ownerEditableFields(entity: Entity, ownRecord: boolean, permissions: readonly string[]): readonly string[] | undefined {
  if (!ownRecord || !entity.ownerEditable) return undefined;
  const wider = Object.entries(grantOf(entity, 'update')).some(([scope, grant]) => scope !== 'own' && (grant === true || permissions.includes(grant as string)));
  return wider ? undefined : entity.ownerEditable;
}

export function buildUiSchema(entity: Entity, translate: Translate, mode: FormMode, ownRecord = false, permissions: readonly string[] = []): UiSchema {
  const layout = { columns: entity.layout?.columns ?? 2, sections: entity.layout?.sections ?? 'accordions' } as const;
  const root: SectionOptions = { columns: layout.columns };
  const editable = ownerEditableFields(entity, ownRecord, permissions);
  return { ...objectUiSchema({ resource: entity.path, layout, translate, mode, ownRecord, permissions, editable }, [], entityFormSchema(entity), 1), 'ui:options': root };
}
