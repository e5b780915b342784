/**
 * The shape of a settings section's computed answer keys (the licence's usage counts): declared here, below
 * both the module that computes them and the registry that lists them (server/server-info/section-answer-extensions.ts).
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';

export interface SectionAnswerExtension<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** The added keys' schemas (the answer's documentation, server/settings/section-answers.ts). */
  shape: Shape;
  values(db: Kysely<any>): Promise<z.infer<z.ZodObject<Shape>>>;
}
