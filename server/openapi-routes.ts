/**
 * Every route registered under /api/v0, recorded as Fastify registers it (an onRoute hook added before
 * the routes), and turned into OpenAPI operations. A route documents itself beside its handler with
 * `config: { doc: { summary, tags, body, query } }`; a route without a doc is still listed (method,
 * path, a generated summary), so the document never silently misses a call.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerJsonSchema, answerStatus } from './route-answers';
import type { RouteDoc } from './route-doc';

export type { RouteDoc };

export interface RecordedRoute {
  method: string;
  /** OpenAPI form, without the /api/v0 prefix: /users/{id}/avatar. */
  path: string;
  public: boolean;
  doc?: RouteDoc;
}

export const API_PREFIX = '/api/v0';
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/** Starts recording; the returned list fills as routes are registered. Call before registering them. */
export function recordRoutes(app: FastifyInstance): RecordedRoute[] {
  const routes: RecordedRoute[] = [];
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith(`${API_PREFIX}/`)) return;
    const path = options.url.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}');
    const config = options.config as { public?: boolean; doc?: RouteDoc } | undefined;
    // Fastify adds a HEAD twin to every GET; the GET documents both.
    for (const method of [options.method].flat().map((m) => m.toLowerCase())) {
      if (METHODS.has(method)) routes.push({ method, path, public: Boolean(config?.public), doc: config?.doc });
    }
  });
  return routes;
}

const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

function jsonSchemaOf(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Record<string, any>;
  delete json.$schema;
  return json;
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema);
  const required = new Set<string>(json.required ?? []);
  return Object.entries<object>(json.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

/** getUsersIdAvatar, postRegistrationSelfResendToken: unique, since method and path are. */
export function operationIdOf(method: string, path: string) {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

/** An OpenAPI operation for a recorded route. */
export function operationOf(route: RecordedRoute) {
  const { doc, path, method } = route;
  const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (doc?.query) parameters.push(...(queryParameters(doc.query) as typeof parameters));
  const file = { type: 'string', format: 'binary' };
  const answered = doc?.answer && answerStatus(doc);
  const successes = Object.entries(doc?.responses ?? { 200: 'OK' }).map(([status, description]) => [
    status,
    {
      description,
      ...((doc?.download || Number(status) === answered) && {
        content: {
          ...(Number(status) === answered && { 'application/json': { schema: answerJsonSchema(doc!.answer!, 'draft-2020-12') } }),
          ...Object.fromEntries((doc?.download ?? []).map((type) => [type, { schema: file }])),
        },
      }),
    },
  ]);
  const upload = doc?.upload && {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { [doc.upload.part]: file }, required: [doc.upload.part] },
        encoding: { [doc.upload.part]: { contentType: doc.upload.types.join(', ') } },
      },
    },
  };
  return {
    tags: doc?.tags ?? [path.split('/')[1]],
    summary: doc?.summary ?? `${method.toUpperCase()} ${path}`,
    operationId: operationIdOf(method, path),
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(doc.body) } } } } : {}),
    ...(upload ? { requestBody: upload } : {}),
    responses: { ...Object.fromEntries(successes), 400: errorResponse, ...(route.public ? {} : { 401: errorResponse, 403: errorResponse }), 422: errorResponse },
  };
}

type Paths = Record<string, Record<string, any>>;

/** A path parameter the path item already declares is not declared again by the operation. */
function withoutSharedParameters(operation: ReturnType<typeof operationOf>, shared: { name: string; in: string }[] = []) {
  const parameters = operation.parameters?.filter((p) => !shared.some((s) => s.name === p.name && s.in === p.in));
  return { ...operation, parameters: parameters?.length ? parameters : undefined };
}

/** The successes that carry content: a declared answer's schema, or the file. */
const answeredOnly = (responses: Record<string, any>) => Object.fromEntries(Object.entries(responses).filter(([status, response]) => /^2/.test(status) && response.content));

/**
 * The described paths plus every recorded route they lack. A route already described by hand keeps its
 * description and gains the route's summary, public flag and declared answer, so the two cannot disagree.
 */
export function mergeRoutes(paths: Paths, routes: readonly RecordedRoute[]): Paths {
  const merged: Paths = { ...paths };
  for (const route of routes) {
    const item = (merged[route.path] = { ...merged[route.path] });
    const described = item[route.method];
    if (!described) item[route.method] = withoutSharedParameters(operationOf(route), item.parameters);
    else {
      const recorded = operationOf(route);
      item[route.method] = { ...described, ...(route.doc ? { summary: route.doc.summary } : {}), ...(route.public ? { security: [] } : {}) };
      if (!item[route.method].summary) item[route.method].summary = recorded.summary;
      if (route.doc?.answer) item[route.method].responses = { ...described.responses, ...answeredOnly(recorded.responses) };
    }
  }
  return merged;
}
