/**
 * The envelope every device-protocol message travels in: the device's own REST call, tunnelled over MQTT
 * (001's device API, as in the product this console descends from). A request names a correlation id,
 * the method, the URI, headers (`Content-Type: application/json` is mandatory) and a JSON body; the
 * answer carries the same id, an HTTP status and a body. Status messages are plain `{status}` objects.
 *
 * @example request  {"id":"7f3c…","method":"PUT","uri":"/api/v1/settings","headers":{"Content-Type":"application/json"},"body":{…}}
 * @example response {"id":"7f3c…","status":200,"headers":{"Content-Type":"application/json"},"body":{"version":4}}
 */
import { z } from 'zod';

/** Bigger messages are dropped unread: a device has no business sending more (a full identifier sync is sent in pages). */
export const MAX_MESSAGE_BYTES = 256 * 1024;

export const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

const headers = z
  .record(z.string().max(64), z.string().max(1024))
  .refine((value) => Object.keys(value).length <= 32, 'too many headers')
  .refine((value) => Object.entries(value).some(([name, v]) => name.toLowerCase() === 'content-type' && v.toLowerCase().startsWith('application/json')), 'Content-Type: application/json is mandatory');

export const correlationId = z.string().min(1).max(64).regex(/^[\w.:-]+$/);

export const requestEnvelope = z.strictObject({
  id: correlationId,
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  uri: z.string().min(1).max(512).startsWith('/'),
  headers,
  body: z.unknown().optional(),
});
export type RequestEnvelope = z.infer<typeof requestEnvelope>;

export const responseEnvelope = z.strictObject({
  id: correlationId,
  status: z.number().int().min(100).max(599),
  headers: headers.optional(),
  body: z.unknown().optional(),
});
export type ResponseEnvelope = z.infer<typeof responseEnvelope>;

export const statusMessage = z.strictObject({
  status: z.enum(['online', 'offline']),
  at: z.iso.datetime({ offset: true }).optional(),
  firmware: z.string().max(64).optional(),
});
export type StatusMessage = z.infer<typeof statusMessage>;

/** The parsed message, or undefined for anything malformed (too big, not JSON, wrong shape): such messages are dropped. */
export function decodeMessage<T>(schema: z.ZodType<T>, payload: Buffer | Uint8Array): T | undefined {
  if (payload.byteLength > MAX_MESSAGE_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload).toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const encodeMessage = (value: unknown) => Buffer.from(JSON.stringify(value));
