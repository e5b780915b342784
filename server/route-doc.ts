/**
 * What a route says about itself beside its handler, `config: { doc }`: GET /api/v0/openapi.json documents it
 * (openapi-routes.ts), and its declared answer is what it is serialised with (route-answers.ts).
 */
import type { z } from 'zod';

export interface RouteDoc {
  /** One line, in the spec's words. */
  summary: string;
  /** Groups the operation; defaults to the path's first segment. */
  tags?: string[];
  /** The zod schema the handler parses the JSON body with. */
  body?: z.ZodType;
  /** The zod schema of the query string (an object: each property becomes a parameter). */
  query?: z.ZodType;
  /** A multipart upload: its one file part and the types it may hold. */
  upload?: { part: string; types: readonly string[] };
  /** The answer is a file of one of these types. */
  download?: readonly string[];
  /**
   * The JSON answer of the route's success, a zod schema from schemas/ (server/route-answers.ts serialises
   * with it); a route that answers a file says `download` instead.
   */
  answer?: z.ZodType;
  /** Successful answers other than a plain 200 (a WebSocket upgrade answers 101). */
  responses?: Record<number, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What GET /api/v0/openapi.json says about this route. */
    doc?: RouteDoc;
  }
}
