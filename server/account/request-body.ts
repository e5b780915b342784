/** Account bodies are checked by zod; failures answer 422 invalid_data with per-field messages. */
import type { z } from 'zod';
import { parseRequest } from '../crud/body';
import { AppError } from '../errors';

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_request', { _: 'body must be a JSON object' });
  return parseRequest(schema, body);
}
