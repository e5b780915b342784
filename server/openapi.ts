/**
 * GET /api/v0/openapi.json: an OpenAPI 3.1 document generated from the entity descriptions, plus every
 * other route the server registered (openapi-routes.ts), so no call is left out.
 */
import { z } from 'zod';
import type { Entity } from '../schemas/define-entity';
import { formJsonSchema, recordJsonSchema } from '../schemas/json-schema';
import { FILTER_RULES } from '../schemas/list-query';
import { type RecordedRoute, mergeRoutes } from './openapi-routes';

const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = { description: 'Error', ...json(ref('Error')) };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 0 } };

/** `POST /{path}/{id}/{command}` for each of the entity's commands, with its input schema as the body. */
function commandPaths(entity: Entity, one: object, errors: object) {
  const name = pascal(entity.name);
  return Object.fromEntries(
    Object.entries(entity.commands ?? {}).map(([command, description]) => [
      `/${entity.path}/{id}/${command}`,
      {
        parameters: [idParam],
        post: {
          tags: [entity.path],
          operationId: `${command.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}${name}`,
          ...(description.input && { requestBody: { required: true, ...json(z.toJSONSchema(description.input, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' })) } }),
          responses: { 200: one, 409: { ...error, description: 'The record is not in a state that allows it' }, ...errors },
        },
      },
    ]),
  );
}

/** A record's log (server/crud/record-log.ts), for entities that grant `view_log`. */
function logPath(entity: Entity, name: string, tag: string[], errors: Record<number, object>) {
  const change = { type: 'object', properties: { before: {}, after: {} } };
  const event = {
    type: 'object',
    properties: {
      id: { type: 'integer' }, at: { type: 'string', format: 'date-time' }, user_id: { type: ['integer', 'null'] }, user_name: { type: ['string', 'null'] },
      action: { type: 'string', description: 'create, update, delete, or command:{name}' }, changes: { type: 'object', additionalProperties: change },
    },
    required: ['id', 'at', 'user_id', 'user_name', 'action', 'changes'],
  };
  return {
    [`/${entity.path}/{id}/logs`]: {
      parameters: [idParam],
      get: {
        tags: tag,
        operationId: `log${name}`,
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 25 } },
        ],
        responses: {
          200: { description: "The record's audit events, newest first", ...json({ type: 'object', properties: { data: { type: 'array', items: event }, pagination: ref('Pagination') }, required: ['data', 'pagination'] }) },
          ...errors,
        },
      },
    },
  };
}

function entityPaths(entity: Entity) {
  const name = pascal(entity.name);
  const tag = [entity.path];
  const one = { description: 'OK', ...json({ type: 'object', properties: { data: ref(name) }, required: ['data'] }) };
  const errors = { 400: error, 401: error, 403: error, 404: error, 422: error };
  const withParam = { name: 'with', in: 'query', schema: { type: 'string', description: `Comma list of: ${Object.keys(entity.relations ?? {}).join(', ') || 'none'}` } };
  const read = {
    [`/${entity.path}/items`]: {
      get: {
        tags: tag,
        operationId: `list${name}`,
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 25 } },
          { name: 'sort', in: 'query', schema: { type: 'string', description: `Comma list of ${entity.list.filters.join(', ')}; - for descending` } },
          { name: 'filters', in: 'query', content: { 'application/json': { schema: ref('Filters') } } },
          withParam,
        ],
        responses: {
          200: { description: 'OK', ...json({ type: 'object', properties: { data: { type: 'array', items: ref(name) }, pagination: ref('Pagination') }, required: ['data', 'pagination'] }) },
          ...errors,
        },
      },
    },
    [`/${entity.path}/{id}`]: {
      parameters: [idParam],
      get: { tags: tag, operationId: `get${name}`, parameters: [withParam], responses: { 200: one, ...errors } },
    },
    [`/${entity.path}/{id}/allowed-actions`]: {
      parameters: [idParam],
      get: {
        tags: tag,
        operationId: `allowedActions${name}`,
        responses: {
          200: { description: 'What the caller may do to the record: update, delete (and revoke where the entity has it)', ...json({ type: 'object', properties: { data: { type: 'object', additionalProperties: { type: 'boolean' } } } }) },
          ...errors,
        },
      },
    },
  };
  if (entity.access.view_log) Object.assign(read, logPath(entity, name, tag, errors));
  // A read model is read only (server/crud/routes.ts serves no writes for it).
  if (entity.readModel) return read;
  return {
    ...read,
    [`/${entity.path}`]: {
      put: { tags: tag, operationId: `create${name}`, requestBody: { required: true, ...json(ref(`${name}Input`)) }, responses: { 201: one, ...errors } },
    },
    [`/${entity.path}/{id}`]: {
      ...read[`/${entity.path}/{id}`],
      patch: { tags: tag, operationId: `update${name}`, requestBody: { required: true, ...json(ref(`${name}Input`)) }, responses: { 200: one, ...errors } },
      delete: { tags: tag, operationId: `delete${name}`, responses: { 200: { description: 'Deleted' }, ...errors } },
    },
    [`/${entity.path}/delete`]: {
      post: {
        tags: tag,
        operationId: `deleteMany${name}`,
        requestBody: { required: true, ...json({ type: 'object', properties: { items: { type: 'array', items: { type: 'integer' } } }, required: ['items'] }) },
        responses: { 200: { description: 'Deleted ids, dependencies that kept others, ids not found', ...json(ref('BulkDeleteResult')) }, ...errors },
      },
    },
    ...commandPaths(entity, one, errors),
  };
}

/** The paths every entity's generated routes serve (server/crud/routes.ts): the CRUD part of the API. */
export const crudPaths = (entities: readonly Entity[]): Record<string, Record<string, unknown>> => Object.assign({}, ...entities.map(entityPaths));

export function openApiDocument(entities: readonly Entity[], version: string, routes: readonly RecordedRoute[] = []) {
  const schemas: Record<string, object> = {};
  for (const entity of entities) {
    schemas[pascal(entity.name)] = recordJsonSchema(entity, 'draft-2020-12');
    schemas[`${pascal(entity.name)}Input`] = formJsonSchema(entity, 'draft-2020-12');
  }
  const session = { type: 'object', properties: { token: { type: 'string' }, refresh: { type: 'string' }, expires_in: { type: 'integer' }, project: { type: 'object' } } };
  return {
    openapi: '3.1.0',
    info: { title: 'Access console API', version },
    servers: [{ url: '/api/v0' }],
    security: [{ bearer: [] }],
    paths: mergeRoutes({
      '/login': {
        post: {
          tags: ['auth'], operationId: 'login', security: [],
          requestBody: { required: true, ...json({ type: 'object', properties: { login: { type: 'string' }, password: { type: 'string' } }, required: ['login', 'password'] }) },
          responses: { 200: { description: 'Sessions', ...json({ type: 'object', properties: { sessions: { type: 'array', items: session } } }) }, 401: error, 422: error },
        },
      },
      '/refresh': {
        post: {
          tags: ['auth'], operationId: 'refresh', security: [],
          requestBody: { required: true, ...json({ type: 'object', properties: { token: { type: 'string' } }, required: ['token'] }) },
          responses: { 200: { description: 'New tokens', ...json({ type: 'object', properties: { data: session } }) }, 401: error },
        },
      },
      '/logout': { post: { tags: ['auth'], operationId: 'logout', responses: { 200: { description: 'Signed out' }, 401: error } } },
      '/profile': {
        get: { tags: ['auth'], operationId: 'getProfile', responses: { 200: { description: 'The signed-in user' }, 401: error } },
        patch: { tags: ['auth'], operationId: 'updateProfile', responses: { 200: { description: 'Updated profile' }, 401: error, 422: error } },
      },
      '/profile/password': {
        post: {
          tags: ['auth'], operationId: 'changeOwnPassword',
          requestBody: { required: true, ...json({ type: 'object', properties: { old: { type: 'string' }, new: { type: 'string', minLength: 8 } }, required: ['old', 'new'] }) },
          responses: { 200: { description: 'Changed' }, 401: error, 422: error },
        },
      },
      '/ip-blocking/banned': {
        get: { tags: ['security'], operationId: 'listIpBlocks', responses: { 200: { description: 'Active IP blocks (ip, cause, blocked_at, until)' }, 401: error, 403: error } },
      },
      '/ip-blocking/banned/{ip}': {
        delete: {
          tags: ['security'], operationId: 'unblockIp',
          parameters: [{ name: 'ip', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'Unblocked' }, 400: error, 401: error, 403: error, 404: error },
        },
      },
      '/audit-events/items': {
        get: {
          tags: ['security'], operationId: 'listAuditEvents',
          parameters: ['user_id', 'entity', 'record_id', 'from', 'to', 'page', 'size'].map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
          responses: { 200: { description: 'Audit events, newest first: {data, pagination}' }, 400: error, 401: error, 403: error },
        },
      },
      ...crudPaths(entities),
    }, routes),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ...schemas,
        Pagination: {
          type: 'object',
          properties: {
            total: { type: 'integer' }, size: { type: 'integer' }, page: { type: 'integer' },
            total_exact: { const: false, description: 'Present when counting stopped at 10,000: there are more records than total' },
          },
          required: ['total', 'size', 'page'],
        },
        Filters: {
          type: 'object',
          properties: {
            matching: { enum: ['match_all', 'match_any'] },
            items: { type: 'array', items: { anyOf: [{ $ref: '#/components/schemas/Filters' }, { type: 'object', properties: { field: { type: 'string' }, rule: { enum: [...FILTER_RULES] }, value: {} }, required: ['field', 'rule', 'value'] }] } },
          },
          required: ['items'],
        },
        BulkDeleteResult: { type: 'object', properties: { deleted: { type: 'array', items: { type: 'integer' } }, dependencies: { type: 'object' }, not_found: { type: 'array', items: { type: 'integer' } } } },
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['code', 'message'] },
          },
          required: ['message', 'error'],
        },
      },
    },
  };
}
