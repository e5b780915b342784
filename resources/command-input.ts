/**
 * The fields of a command's dialog, read from its input schema (schemas/define-entity.ts `EntityCommand.input`):
 * flat text, number, yes/no and choice fields, each with its label key (the entity's field label when the entity
 * has a field of that name, else the command's own), limits and default.
 */
import { z } from 'zod';
import type { Entity, EntityCommand } from '../schemas/define-entity';

export interface CommandInputField {
  name: string;
  kind: 'text' | 'long_text' | 'number' | 'boolean' | 'choice';
  labelKey: string;
  required: boolean;
  default?: unknown;
  maxLength?: number;
  choices?: readonly string[];
}

type Node = { type?: string; maxLength?: number; enum?: string[]; default?: unknown };

function kindOf(node: Node): CommandInputField['kind'] | undefined {
  if (Array.isArray(node.enum)) return 'choice';
  if (node.type === 'string') return (node.maxLength ?? Infinity) > 255 ? 'long_text' : 'text';
  if (node.type === 'number' || node.type === 'integer') return 'number';
  if (node.type === 'boolean') return 'boolean';
  return undefined;
}

export function commandInputFields(entity: Entity, name: string, command: EntityCommand): CommandInputField[] {
  if (!command.input) return [];
  const schema = z.toJSONSchema(command.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Node>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([field, node]) => {
    const kind = kindOf(node);
    // A nested input has no dialog; the unit test of every declared command keeps this from reaching a user.
    if (!kind) throw new Error(`${entity.path} ${name}: input field ${field} is not a flat text, number, yes/no or choice`);
    const ownLabel = field in entity.fields;
    return {
      name: field,
      kind,
      labelKey: ownLabel ? `resources.${entity.path}.fields.${field}` : `resources.${entity.path}.commands.${name}.fields.${field}`,
      required: (schema.required ?? []).includes(field) && node.default === undefined,
      default: node.default,
      maxLength: node.maxLength,
      choices: node.enum,
    };
  });
}

/** The values the dialog opens with: each field's default, else empty. */
export function initialInput(fields: readonly CommandInputField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, field.default ?? (field.kind === 'boolean' ? false : field.kind === 'number' ? null : '')]));
}
