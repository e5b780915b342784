/**
 * Patterns whose zod check names its message (`z.string().regex(re, 'phone')`): the form shows the same
 * specific message the server does ('Phone must be in international format') instead of 'Wrong format'.
 * Found by walking the entity's zod schema once; the key comes from schemas/validation-issue.ts, as on
 * the server.
 *
 * @example patternMessageKeys(user).get('^(\\+\\d{7,15})?$') // 'validation.phone'
 */
import type { z } from 'zod';
import type { Entity } from '../schemas/define-entity';
import { baseType } from '../schemas/introspect';
import { validationMessage } from '../schemas/validation-issue';

type AnyZod = z.core.$ZodType;
interface RegexCheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
}

function checkMessage(def: RegexCheckDef): string | undefined {
  const message = def.error?.({ code: 'invalid_format', format: 'regex', input: '', path: [] });
  if (typeof message === 'string') return message;
  const nested = (message as { message?: unknown } | undefined)?.message;
  return typeof nested === 'string' ? nested : undefined;
}

function collect(type: AnyZod, keys: Map<string, string>) {
  const def = baseType(type)._zod.def as { type: string; [key: string]: any };
  switch (def.type) {
    case 'object':
      for (const child of Object.values(def.shape as Record<string, AnyZod>)) collect(child, keys);
      return;
    case 'array':
      collect(def.element, keys);
      return;
    case 'union':
      for (const option of def.options as AnyZod[]) collect(option, keys);
      return;
    case 'string':
      for (const check of (def.checks ?? []) as { _zod: { def: RegexCheckDef } }[]) {
        const { format, pattern } = check._zod.def;
        const message = format === 'regex' && pattern ? checkMessage(check._zod.def) : undefined;
        if (!pattern || !message) continue;
        const { key } = validationMessage({ code: 'invalid_format', format: 'regex', input: '', path: [], message } as z.core.$ZodIssue);
        if (key !== 'validation.wrong_format') keys.set(pattern.source, key);
      }
  }
}

const cache = new WeakMap<Entity, Map<string, string>>();

export function patternMessageKeys(entity: Entity): ReadonlyMap<string, string> {
  let keys = cache.get(entity);
  if (!keys) {
    keys = new Map();
    for (const type of Object.values(entity.fields) as AnyZod[]) collect(type, keys);
    cache.set(entity, keys);
  }
  return keys;
}

const SIZE_KEYWORDS: Record<string, Record<string, string>> = {
  array: { min_length: 'minItems', max_length: 'maxItems' },
  string: { min_length: 'minLength', max_length: 'maxLength' },
};

function collectSizes(type: AnyZod, path: string, keys: Map<string, string>) {
  const def = baseType(type)._zod.def as { type: string; [key: string]: any };
  if (def.type === 'object') {
    for (const [name, child] of Object.entries(def.shape as Record<string, AnyZod>)) collectSizes(child, path ? `${path}.${name}` : name, keys);
    return;
  }
  for (const check of (def.checks ?? []) as { _zod: { def: RegexCheckDef & { check?: string } } }[]) {
    const keyword = SIZE_KEYWORDS[def.type]?.[check._zod.def.check ?? ''];
    const message = keyword ? checkMessage(check._zod.def) : undefined;
    if (keyword && message && /^[a-z_]+$/.test(message)) keys.set(`${path}:${keyword}`, `validation.${message}`);
  }
}

const sizeCache = new WeakMap<Entity, Map<string, string>>();

/**
 * Size checks that name their message (`z.array(…).min(1, 'at_least_one_group')`), by `<field path>:<ajv keyword>`,
 * so the form says "User must have at least one group" as the server does, not "At least 1 items".
 *
 * @example sizeMessageKeys(user).get('domain_ids:minItems') // 'validation.at_least_one_group'
 */
export function sizeMessageKeys(entity: Entity): ReadonlyMap<string, string> {
  let keys = sizeCache.get(entity);
  if (!keys) {
    keys = new Map();
    for (const [name, type] of Object.entries(entity.fields) as [string, AnyZod][]) collectSizes(type, name, keys);
    sizeCache.set(entity, keys);
  }
  return keys;
}
