/**
 * Field errors from the server, as rjsf `extraErrors`. Our dataProvider's HttpError carries them in
 * `body.errors`, nested and already in the user's language (src/providers/field-errors.ts); a message for the
 * whole body sits at `root.serverError`. A bare `body.error.fields` map ('a.b.c' keys) is read as well.
 *
 * @example serverFieldErrors({ body: { errors: { profile: { phone: 'Phone…' } } } })
 * // { errorSchema: { profile: { phone: { __errors: ['Phone…'] } } }, formMessage: undefined }
 */
import type { ErrorSchema } from '@rjsf/utils';

type Messages = { [key: string]: string | Messages };

export interface ServerFieldErrors {
  errorSchema?: ErrorSchema;
  /** A message about the whole body rather than one field. */
  formMessage?: string;
}

const isTree = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

function add(schema: Record<string, any>, path: string[], message: string) {
  let node = schema;
  for (const part of path) node = node[part] ??= {};
  (node.__errors ??= []).push(message);
}

function walk(messages: Messages, prefix: string[], schema: Record<string, any>) {
  for (const [key, value] of Object.entries(messages)) {
    // Keys may be nested objects or flat 'a.b.c' paths; both name the same field.
    const path = [...prefix, ...key.split('.').filter(Boolean)];
    if (typeof value === 'string') add(schema, path, value);
    else if (isTree(value)) walk(value, path, schema);
  }
}

export function serverFieldErrors(error: unknown): ServerFieldErrors {
  const body = (error as { body?: { errors?: unknown; error?: { fields?: unknown } } } | undefined)?.body;
  const messages = isTree(body?.errors) ? body.errors : isTree(body?.error?.fields) ? body.error.fields : undefined;
  if (!messages) return {};
  const { root, _: whole, ...fields } = messages;
  const rootMessage = isTree(root) ? root.serverError : undefined;
  const formMessage = [rootMessage, whole].find((message): message is string => typeof message === 'string');
  const schema: Record<string, any> = {};
  walk(fields, [], schema);
  return { errorSchema: Object.keys(schema).length ? (schema as ErrorSchema) : undefined, formMessage };
}
