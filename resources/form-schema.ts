/**
 * The create/edit form's JSON Schema: schemas/json-schema.ts `formJsonSchema`, with lists of choices marked
 * `uniqueItems` (rjsf renders those as checkboxes; zod has no word for it). Computed once per entity.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { Entity, FieldMeta } from '../schemas/define-entity';
import { formJsonSchema } from '../schemas/json-schema';

/** A JSON Schema node with our field metadata keywords (schemas/define-entity.ts FieldMeta). */
export type FormNode = RJSFSchema & { reference?: string; transient?: boolean; notOnOwnRecord?: boolean; editableWith?: string[]; choicesFrom?: { path: string; list: string }; choicesWhere?: FieldMeta['choicesWhere']; file?: unknown };

const isNode = (value: unknown): value is FormNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function markChoiceLists(node: FormNode): FormNode {
  const out: FormNode = { ...node };
  if (isNode(node.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, child]) => [name, isNode(child) ? markChoiceLists(child) : child]),
    );
  }
  if (isNode(node.items)) {
    out.items = markChoiceLists(node.items);
    if (Array.isArray(node.items.enum)) out.uniqueItems = true;
  }
  if (Array.isArray(node.anyOf)) out.anyOf = node.anyOf.map((option) => (isNode(option) ? markChoiceLists(option) : option));
  return out;
}

const cache = new WeakMap<Entity, FormNode>();

export function entityFormSchema(entity: Entity): FormNode {
  let schema = cache.get(entity);
  if (!schema) {
    schema = markChoiceLists(formJsonSchema(entity) as FormNode);
    cache.set(entity, schema);
  }
  return schema;
}

export function childNodes(node: FormNode): [string, FormNode][] {
  return Object.entries(node.properties ?? {}).filter((entry): entry is [string, FormNode] => isNode(entry[1]));
}

const isBlankOption = (option: unknown) => isNode(option) && (option.type === 'null' || option.const === '');

/**
 * A field that may be left blank is `anyOf: [T, null]` or `anyOf: ['', T]`. The form shows T and stores
 * the blank (null or '') when the input is emptied; validation still runs on the whole anyOf.
 *
 * @example blankable({ default: null, anyOf: [{ type: 'string', maxLength: 64 }, { type: 'null' }] })
 * // { solid: { default: null, type: 'string', maxLength: 64 }, blank: null }
 */
export function blankable(node: FormNode): { solid: FormNode; blank: null | '' } | undefined {
  if (!Array.isArray(node.anyOf)) return undefined;
  const solids = node.anyOf.filter((option) => !isBlankOption(option));
  const blanks = node.anyOf.filter(isBlankOption) as FormNode[];
  if (solids.length !== 1 || !blanks.length || !isNode(solids[0])) return undefined;
  const { anyOf: _anyOf, ...outer } = node;
  return { solid: { ...outer, ...solids[0] }, blank: blanks.some((option) => option.type === 'null') ? null : '' };
}

/** The node a field is drawn from: the substantial option of a blankable field, else the node itself. */
export const solidNode = (node: FormNode) => blankable(node)?.solid ?? node;

/**
 * What an emptied input stores: the field's blank, '' for other texts (so clearing a text clears it on
 * the server, and a required one says so), nothing for numbers.
 */
export function emptyValue(node: FormNode): null | '' | undefined {
  const blank = blankable(node);
  if (blank) return blank.blank;
  return node.type === 'string' ? '' : undefined;
}

export const isWriteOnly = (node: FormNode) => Boolean(node.writeOnly || solidNode(node).writeOnly);
