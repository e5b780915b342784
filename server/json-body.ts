/**
 * Every JSON request body is parsed here, for every route. JSON.parse itself copes with any nesting, but
 * what reads the value afterwards (a merge, a schema, a clone) recurses, and 1 MiB of `[` nests half a
 * million deep: a body nested deeper than MAX_JSON_DEPTH is refused before it is parsed, so no route can be
 * made to overflow its stack. The rest is Fastify's own parser (prototype poisoning refused).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Far deeper than any body the API takes (project settings sections nest five levels). */
export const MAX_JSON_DEPTH = 64;

const OPEN = new Set([0x7b, 0x5b]); // { [
const CLOSE = new Set([0x7d, 0x5d]); // } ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the text nests objects and arrays deeper than `max`, brackets inside strings aside; one pass, no recursion. */
export function nestsDeeperThan(text: string, max: number) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPEN.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(code)) depth--;
  }
  return false;
}

export function boundedJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError('bad_request', { _: `body nested deeper than ${MAX_JSON_DEPTH} levels` }), undefined);
    return parse(request, text, done);
  });
}
