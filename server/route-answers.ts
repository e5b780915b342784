/**
 * A route's answer, declared beside its handler as `config.doc.answer` (a zod schema from schemas/, the
 * console's type is its z.infer), is a contract both ways: Fastify serialises the answer with the schema's
 * JSON Schema (fast-json-stringify), so nothing undeclared leaves the server, and while answers are checked
 * (tests, CHECK_ANSWERS=1) zod checks each one first, so an answer its schema does not describe fails loudly
 * instead of losing a field. docs/architecture.md "Answers" gives the measurements behind the choice.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteDoc } from './route-doc';

/** The status the answer is given with: the route's first success, 200 unless it says otherwise. */
export function answerStatus(doc: RouteDoc): number {
  const successes = Object.keys(doc.responses ?? { 200: '' }).map(Number).filter((status) => status >= 200 && status < 300);
  return successes.sort()[0] ?? 200;
}

/**
 * The answer's JSON Schema: its output side, as the console reads it. A type JSON cannot carry (a date,
 * a transform) throws when the route registers rather than describing nothing.
 */
export function answerJsonSchema(answer: z.ZodType, target: 'draft-7' | 'draft-2020-12') {
  const json = z.toJSONSchema(answer, { target, io: 'output' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** The JSON the console receives, checked against the schema: what zod refuses or would drop is an error. */
export function answerMismatch(answer: z.ZodType, payload: unknown): string | undefined {
  const sent: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
  const parsed = answer.safeParse(sent);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const dropped = droppedPath(sent, JSON.parse(JSON.stringify(parsed.data) ?? 'null'));
  return dropped === undefined ? undefined : `it carries ${dropped || 'a value'} that its schema does not declare`;
}

/** Where the parsed answer lost something of the sent one: `data.created.0.device_settings.sip.password`. */
function droppedPath(sent: unknown, kept: unknown, at = ''): string | undefined {
  if (isDeepStrictEqual(sent, kept)) return undefined;
  if (!sent || !kept || typeof sent !== 'object' || typeof kept !== 'object') return at;
  for (const [key, value] of Object.entries(sent)) {
    const path = at ? `${at}.${key}` : key;
    if (!(key in kept)) return path;
    const inner = droppedPath(value, (kept as Record<string, unknown>)[key], path);
    if (inner !== undefined) return inner;
  }
  return at;
}

function checkAnswer(answer: z.ZodType, status: number) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== status) return payload;
    const mismatch = answerMismatch(answer, payload);
    if (mismatch) throw new Error(`${request.method} ${request.routeOptions.url} answered outside its schema: ${mismatch}`);
    return payload;
  };
}

/** Gives every route that declares an answer its response schema (and the check). Call before the routes. */
export function declareAnswers(app: FastifyInstance, options: { check: boolean }) {
  app.addHook('onRoute', (route) => {
    const doc = (route.config as { doc?: RouteDoc } | undefined)?.doc;
    if (!doc?.answer) return;
    const status = answerStatus(doc);
    const schema = (route.schema ?? {}) as { response?: Record<number, unknown> };
    route.schema = { ...schema, response: { ...schema.response, [status]: answerJsonSchema(doc.answer, 'draft-7') } };
    if (options.check) route.preSerialization = [...[route.preSerialization ?? []].flat(), checkAnswer(doc.answer, status)];
  });
}
