/**
 * GET /api/v0/openapi.json: an OpenAPI 3.1 document that is structurally sound (every $ref resolves,
 * path parameters declared, operation ids unique, component schemas valid JSON Schema 2020-12) and
 * truthful: real answers of the running server validate against the schemas it documents.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../schemas';
import { formJsonSchema } from '../schemas/json-schema';
import { fieldSets } from './crud/field-sets';
import { buildApp } from './app';
import { crudPaths } from './openapi';
import { refsIn, resolvePointer } from './test-support/json-refs';
import { validBody } from './test-support/valid-body';
import { DIALECTS, type TestServer, freshDatabaseUrl, startServer, testConfig } from './test-support/server';

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());

describe.each(DIALECTS)('OpenAPI document on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let doc: Json;
  let ajv: Ajv2020;

  /** A validator for a documented schema, with the document's components reachable. */
  function validatorFor(schema: Json): ValidateFunction {
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'));
    const defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));
    return ajv.compile({ ...rewritten, $defs: defs });
  }
  function expectDocumented(body: unknown, path: string, method: string, status: number) {
    const response = doc.paths[path]?.[method]?.responses?.[status];
    expect(response, `${method} ${path} ${status} documented`).toBeDefined();
    const validate = validatorFor(response.content['application/json'].schema);
    const ok = validate(body);
    expect(ok, `${method} ${path} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    token = await server.login('admin');
    const answer = await server.request('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
    ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  });
  afterAll(async () => server?.close());

  it('is OpenAPI 3.1 with info, servers and a bearer security scheme', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(doc.servers).toEqual([{ url: '/api/v0' }]);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('has list, create, get, update, delete and bulk delete paths for every entity, and only list and get for a read model', () => {
    expect(entities.length).toBeGreaterThanOrEqual(4);
    for (const entity of entities.filter((candidate) => candidate.readModel)) {
      expect(Object.keys(doc.paths[`/${entity.path}/items`]), entity.path).toEqual(['get']);
      expect(Object.keys(doc.paths[`/${entity.path}/{id}`])).toEqual(['parameters', 'get']);
      for (const path of [`/${entity.path}`, `/${entity.path}/delete`]) expect(doc.paths[path], path).toBeUndefined();
    }
    for (const entity of entities.filter((candidate) => !candidate.readModel)) {
      const name = pascal(entity.name);
      expect(Object.keys(doc.paths[`/${entity.path}/items`]), entity.path).toContain('get');
      expect(Object.keys(doc.paths[`/${entity.path}`])).toContain('put');
      expect(Object.keys(doc.paths[`/${entity.path}/{id}`])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
      expect(Object.keys(doc.paths[`/${entity.path}/delete`])).toContain('post');
      expect(doc.paths[`/${entity.path}`].put.requestBody.content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${name}Input` });
      for (const schemaName of [name, `${name}Input`]) {
        const schema = doc.components.schemas[schemaName];
        expect(schema?.type, schemaName).toBe('object');
        // Every entity has fields of its own; a device alarm's only writable one is its comment, and a poll's
        // responses are written by the server alone.
        const writable = Object.keys(formJsonSchema(entity).properties).length;
        expect(Object.keys(schema.properties).length, schemaName).toBeGreaterThanOrEqual(schemaName.endsWith('Input') ? writable : 1);
      }
      for (const command of Object.keys(entity.commands ?? {})) expect(Object.keys(doc.paths[`/${entity.path}/{id}/${command}`]), command).toEqual(['parameters', 'post']);
    }
    for (const path of ['/login', '/refresh', '/logout', '/profile', '/profile/password']) expect(doc.paths[path], path).toBeDefined();
  });

  it('is structurally sound: refs resolve, operations are unique and answer, path parameters are declared', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(resolvePointer(doc, ref), ref).toBeDefined();

    const operationIds: string[] = [];
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      expect(path.startsWith('/'), path).toBe(true);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const operations = METHODS.filter((method) => item[method]);
      expect(operations.length, path).toBeGreaterThan(0);
      for (const method of operations) {
        const operation = item[method];
        operationIds.push(operation.operationId);
        const statuses = Object.keys(operation.responses ?? {});
        // A success, or the WebSocket upgrade of GET /ws.
        expect(statuses.some((status) => /^(2\d\d|101)$/.test(status)), `${method} ${path}`).toBe(true);
        expect(operation.summary, `${method} ${path} summary`).toEqual(expect.stringMatching(/\S/));
        for (const status of statuses) expect(operation.responses[status].description, `${method} ${path} ${status}`).toEqual(expect.any(String));
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
        for (const parameter of parameters) {
          expect(['path', 'query', 'header', 'cookie'], JSON.stringify(parameter)).toContain(parameter.in);
          expect(Boolean(parameter.schema) !== Boolean(parameter.content), `${method} ${path} ${parameter.name}: schema or content`).toBe(true);
        }
        const declared = parameters.filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...templated].sort());
        for (const parameter of declared) expect(parameter.required).toBe(true);
      }
    }
    expect(operationIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('has component schemas that are valid JSON Schema 2020-12, without write-only fields in records', () => {
    for (const [name, schema] of Object.entries<Json>(doc.components.schemas)) {
      expect(() => validatorFor(schema), name).not.toThrow();
    }
    for (const entity of entities) {
      const record = doc.components.schemas[pascal(entity.name)];
      const input = doc.components.schemas[`${pascal(entity.name)}Input`];
      for (const field of fieldSets(entity).writeOnly) {
        expect(record.properties, `${entity.name}.${field}`).not.toHaveProperty(field);
        expect(input.properties, `${entity.name}.${field}`).toHaveProperty(field);
      }
      expect(record.properties).toHaveProperty('id');
      expect(input.properties).not.toHaveProperty('id');
    }
    // Nested secrets too: device_settings.sip.password and device_settings.mqtt.password are never answered.
    const settings = doc.components.schemas.Device.properties.device_settings.properties;
    expect(settings.sip.properties).toHaveProperty('login');
    expect(settings.sip.properties).not.toHaveProperty('password');
    expect(settings.sip.required).not.toContain('password');
    expect(settings.mqtt.properties).not.toHaveProperty('password');
    expect(doc.components.schemas.DeviceInput.properties.device_settings.properties.sip.properties).toHaveProperty('password');
  });

  it('describes what the server really answers', async () => {
    const firstIds = new Map<string, number>([['groups', 0]]);
    for (const entity of entities) {
      const listPath = `/${entity.path}/items`;
      // An entity the demo leaves empty gets a record of its own: a new entity needs no demo rows for this test.
      if (!entity.readModel && Object.keys(entity.access.create).length) {
        const body = validBody(entity, { reference: (path) => firstIds.get(path) ?? 0, token: `doc-${entity.table}` });
        const empty = (await server.request('GET', listPath, { token, query: { size: 1 } })).body.data.length === 0;
        if (empty) expect((await server.request('PUT', `/${entity.path}`, { token, body })).status, entity.path).toBe(201);
      }
      const list = await server.request('GET', listPath, { token, query: { size: 5 } });
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(0);
      firstIds.set(entity.path, list.body.data[0].id);
      expectDocumented(list.body, listPath, 'get', 200);
      const one = await server.request('GET', `/${entity.path}/${list.body.data[0].id}`, { token });
      expectDocumented(one.body, `/${entity.path}/{id}`, 'get', 200);
    }
    const created = await server.request('PUT', '/devices', { token, body: { name: 'Documented', login: `DOC-${dialect}`, domain_id: 0 } });
    expect(created.status).toBe(201);
    expectDocumented(created.body, '/devices', 'put', 201);
    const missing = await server.request('GET', '/devices/999999', { token });
    expectDocumented(missing.body, '/devices/{id}', 'get', 404);
    const invalid = await server.request('PUT', '/devices', { token, body: { name: '' } });
    expectDocumented(invalid.body, '/devices', 'put', 422);
    const login = await server.request('POST', '/login', { body: { login: 'admin', password: 'admin-password' } });
    expectDocumented(login.body, '/login', 'post', 200);
    // The validator is not a rubber stamp.
    const validate = validatorFor(doc.paths['/devices/{id}'].get.responses[200].content['application/json'].schema);
    expect(validate({ data: { ...one(created.body.data), port: 'eighty' } })).toBe(false);
    expect(validate({})).toBe(false);
  });
});

/** Method and path of every route in `app.printRoutes({ commonPrefix: false })`'s tree, HEAD left out. */
function printedRoutes(tree: string) {
  const routes: string[] = [];
  const ancestors: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│   |    )*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (ancestors[depth - 1] ?? '') + match[2];
    ancestors[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method.toLowerCase()} ${path}`);
  }
  return routes;
}


/**
 * Routes whose answer no schema can describe, each with why. Every other route beyond CRUD declares its
 * answer: `answer`, a zod schema (server/route-answers.ts), or `download`, the file types it answers.
 */
const ANSWER_NOT_JSON = [
  // The live channel: a WebSocket upgrade, then a stream of messages (docs/communications.md).
  'get /ws',
  // A device's own web pages, proxied as they are (HTML, scripts, images).
  'get /devices/remote-control/sessions/{id}/web/*',
  'post /devices/remote-control/sessions/{id}/web/*',
];

describe.each(DIALECTS)('OpenAPI coverage on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let doc: Json;

  beforeAll(async () => {
    ({ app } = await buildApp(testConfig(await freshDatabaseUrl(dialect))));
    await app.ready();
    doc = (await app.inject({ method: 'GET', url: '/api/v0/openapi.json' })).json();
  });
  afterAll(async () => app?.close());

  it('documents every route registered under /api/v0, and nothing that is not one', () => {
    const registered = printedRoutes(app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.split(' ')[1].startsWith('/api/v0/'))
      .map((route) => route.replace(' /api/v0', ' ').replace(/:(\w+)/g, '{$1}'));
    // The hand-written modules, not only the generated entity routes.
    expect(registered).toEqual(expect.arrayContaining(['get /ws', 'post /identifiers/{id}/revoke', 'get /notifications/items', 'post /access-decision', 'get /server/info']));
    const documented = Object.entries<Json>(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m} ${path}`));
    // find-my-way prints a wildcard route without the static part before it (`/:id/web/*` as `/:id` then `*`).
    const printed = (route: string) => route.replace(/\/[^/{}]*\/\*$/, '*');
    expect(documented.filter((route) => !registered.includes(printed(route))), 'documented but not served').toEqual([]);
    expect(registered.filter((route) => !documented.map(printed).includes(route)), 'served but not documented').toEqual([]);
    for (const route of documented) {
      const [method, path] = route.split(' ');
      expect(app.hasRoute({ method: method.toUpperCase() as 'GET', url: `/api/v0${path.replace(/\{(\w+)\}/g, ':$1')}` }), route).toBe(true);
    }
  });

  it('documents the answer of every route beyond CRUD: a schema, or the file it answers', () => {
    const crud = new Set(Object.entries(crudPaths(entities)).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m} ${path}`)));
    const withoutAnswer = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m] && !crud.has(`${m} ${path}`))
        .filter((m) => !Object.entries<Json>(item[m].responses).some(([status, response]) => /^2\d\d$/.test(status) && response.content))
        .map((m) => `${m} ${path}`),
    );
    expect(withoutAnswer.filter((route) => !ANSWER_NOT_JSON.includes(route))).toEqual([]);
    // A declared answer is the handler's schema: the licence-used report's rows and the feature limits.
    const used = doc.paths['/reports/licenses/used'].get.responses[200].content;
    expect(used['application/json'].schema.required).toEqual(['features', 'data', 'totals', 'limits']);
    expect(Object.keys(used)).toContain('text/csv; charset=utf-8');
  });

  it('marks exactly the public routes with empty security', async () => {
    const publicOnes = ['post /login', 'post /refresh', 'get /openapi.json', 'get /countries', 'get /server/info', 'post /password/recovery', 'get /ws'];
    for (const route of publicOnes) {
      const [method, path] = route.split(' ');
      expect(doc.paths[path][method].security, route).toEqual([]);
    }
    for (const route of ['get /profile', 'get /notifications/items', 'post /access-decision', 'get /audit-events/items', 'post /users/{id}/avatar']) {
      const [method, path] = route.split(' ');
      expect(doc.paths[path][method].security, route).toBeUndefined();
      const answer = await app.inject({ method: method.toUpperCase() as 'GET', url: `/api/v0${path.replace('{id}', '1')}` });
      expect(answer.statusCode, route).toBe(401);
    }
  });

  it('gives declared request bodies and queries as valid JSON Schema 2020-12 from the zod schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const bodies = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]?.requestBody?.content['application/json']).map((m) => [`${m} ${path}`, item[m].requestBody.content['application/json'].schema] as const),
    );
    expect(bodies.length).toBeGreaterThan(20);
    for (const [route, schema] of bodies) {
      if (schema.$ref) continue;
      expect(() => ajv.compile(schema), route).not.toThrow();
    }
    // Hand-written routes carry their handler's own schema: a password reset needs its token and password.
    const reset = doc.paths['/password/reset'].post.requestBody.content['application/json'].schema;
    expect(reset.type).toBe('object');
    expect(ajv.validate(reset, {})).toBe(false);
    // A declared query becomes parameters; defaulted ones are optional to the caller.
    const query = doc.paths['/notifications/items'].get.parameters;
    expect(query.map((p: Json) => [p.name, p.required])).toEqual([['type', false], ['page', false]]);
    expect(query[0].schema.enum).toEqual(['all', 'alarm', 'important']);
  });

  it("documents a file field's upload as multipart with its types, and its download as the file", () => {
    const file = doc.paths['/emergency-alerts/{id}/file'];
    const upload = file.post.requestBody.content['multipart/form-data'];
    expect(upload.schema).toEqual({ type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
    expect(upload.encoding.file.contentType).toBe('audio/mpeg, audio/wav, audio/ogg');
    expect(Object.keys(file.get.responses[200].content)).toEqual(['audio/mpeg', 'audio/wav', 'audio/ogg']);
    expect(file.delete.summary).toBe('Remove the filename file');
  });
});

function one<T>(value: T): T {
  return JSON.parse(JSON.stringify(value));
}
