/**
 * GET and PATCH /project-settings/{section}'s answer (001 §7): the section as stored, each secret of its
 * description masked with a `<name>_filled` flag beside it (server/server-info/section-patch.ts), with the keys
 * the server computes for it (server/server-info/section-answer-extensions.ts: the licence's usage).
 */
import { z } from 'zod';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { ANSWER_EXTENSIONS } from '../server-info/section-answer-extensions';
import type { SectionName } from './project-settings';

/** The schema with a `<leaf>_filled` boolean beside the secret at `path` (nested objects extended on the way). */
function withFilledFlag(schema: z.ZodObject, path: string[]): z.ZodObject {
  const [key, ...rest] = path;
  if (!rest.length) return schema.extend({ [`${key}_filled`]: z.boolean() });
  let child = schema.shape[key] as z.ZodType;
  while (child instanceof z.ZodDefault || child instanceof z.ZodPrefault) child = child.unwrap() as z.ZodType;
  return schema.extend({ [key]: withFilledFlag(child as z.ZodObject, rest) });
}

function answerOf(section: SectionName): z.ZodObject {
  const { schema, secrets = [] } = SETTINGS_SECTIONS[section];
  return secrets.reduce<z.ZodObject>((answer, path) => withFilledFlag(answer, path.split('.')), schema);
}

export const SECTION_ANSWERS = Object.fromEntries(
  Object.keys(SETTINGS_SECTIONS).map((name) => [name, answerOf(name as SectionName).extend(ANSWER_EXTENSIONS[name as SectionName]?.shape ?? {})]),
) as Record<SectionName, z.ZodObject>;
