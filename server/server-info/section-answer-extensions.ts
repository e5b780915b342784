/**
 * What a settings section's answer carries beyond the stored section, per section: keys computed by the server
 * on every GET and PATCH answer (the licence's usage counts), never stored, dropped when a form sends them back.
 * Filled by the modules that own the computation, so the generic settings route names no section.
 */
import type { Kysely } from 'kysely';
import { licenceUsageAnswer } from '../licensing/licence-usage-answer';
import type { SectionName } from '../settings/project-settings';
import type { SectionAnswerExtension } from '../settings/section-answer-extension';

export const ANSWER_EXTENSIONS: Partial<Record<SectionName, SectionAnswerExtension>> = {
  license: licenceUsageAnswer,
};

/** The section's computed keys, for the answer (none: an empty object). */
export async function answerExtensionOf(db: Kysely<any>, section: SectionName): Promise<Record<string, unknown>> {
  return (await ANSWER_EXTENSIONS[section]?.values(db)) ?? {};
}

/** The keys a PATCH ignores: answered, never stored. */
export const answerOnlyKeys = (section: SectionName) => Object.keys(ANSWER_EXTENSIONS[section]?.shape ?? {});
