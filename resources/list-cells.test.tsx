// @vitest-environment jsdom
/**
 * No list cell or show field shows machine text: every column of every entity's list, and every field of its
 * show page, rendered by the console's own components with a record whose values are derived from the
 * entity's schema (a date-time as ISO text, a structure as objects and arrays), reads neither an ISO moment
 * nor JSON. A field's display follows from its type, so a new entity is checked without a line here.
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, type AuthProvider, type DataProvider, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleEntities } from '../schemas';
import type { Entity } from '../schemas/define-entity';
import { recordJsonSchema } from '../schemas/json-schema';
import { createI18nProvider } from '../src/providers/i18n-provider';
import { MemoryStorage } from '../src/providers/memory-storage';
import { listColumns } from './entity-list';
import { describeField, describeFields, type FieldDescription } from './field-kinds';
import { ShowFields } from './show-fields';
import '../src/extensions';

type Json = Record<string, any>;

const MOMENT = '2026-03-05T14:07:09.000Z';
/** An ISO moment as the API writes it, or JSON as JSON.stringify writes it. */
const RAW = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|[[{]\s*"|"\s*:|\[object Object\]/;

/** A representative value of a record property: every field of a structure and one item of a list. */
function sample(property: Json): unknown {
  const solid = property.anyOf?.find((option: Json) => option.type !== 'null') ?? property;
  if (solid.format === 'date-time') return MOMENT;
  if (solid.format === 'date') return '2026-03-05';
  if (solid.const !== undefined) return solid.const;
  if (solid.enum) return solid.enum[0];
  if (solid.type === 'object' && !solid.properties) return { key: 'Value' }; // a free map
  if (solid.type === 'object') return Object.fromEntries(Object.entries(solid.properties ?? {}).map(([name, child]) => [name, sample(child as Json)]));
  if (solid.type === 'array') return [sample(solid.items ?? { type: 'integer' })];
  if (solid.type === 'integer') return 1;
  if (solid.type === 'number') return 1.5;
  if (solid.type === 'boolean') return true;
  return 'Value';
}

/** The raw text found, with some context, or undefined. */
function rawIn(text: string | undefined): string | undefined {
  const found = RAW.exec(text ?? '');
  return found ? text!.slice(Math.max(0, found.index - 10), found.index + 80) : undefined;
}

const sampleRecord = (entity: Entity) => ({ ...(sample(recordJsonSchema(entity)) as Json), id: 1 });

/** Related records as their samples, so references and displays that read another record have one. */
const dataProvider = {
  getOne: async (resource: string, { id }: { id: unknown }) => ({ data: { ...sampleRecord(consoleEntities.find((e) => e.path === resource)!), id } }),
  getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({ data: ids.map((id) => ({ ...sampleRecord(consoleEntities.find((e) => e.path === resource)!), id })) }),
  getList: async () => ({ data: [], total: 0 }),
  getManyReference: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

/** A signed-in user holding these permissions. */
const signedIn = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  // The profile (date settings) is not read: the language's own date order applies.
  vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'not_found' } }, { status: 404 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The texts of each child of the rendered record, once references and displays have loaded. */
async function render(entity: Entity, record: Json, children: ReactNode[], permissions?: string[]): Promise<string[]> {
  const container = document.body.appendChild(document.createElement('div'));
  const i18nProvider = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={permissions && signedIn(permissions)}>
          <ResourceContextProvider value={entity.path}>
            <RecordContextProvider value={record}>
              {children.map((child, index) => (
                <div key={index} data-cell>
                  {child}
                </div>
              ))}
            </RecordContextProvider>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const texts = [...container.querySelectorAll('[data-cell]')].map((cell) => cell.textContent ?? '');
  await act(async () => root.unmount());
  return texts;
}

const allFields = (fields: FieldDescription[]): FieldDescription[] => fields.flatMap((field) => [field, ...allFields(field.children ?? [])]);
const isStructure = (field: FieldDescription) => field.kind === 'object' || field.kind === 'objects';

describe.each(consoleEntities.map((entity) => [entity.path, entity] as const))('%s', (_, entity) => {
  it('shows every list column in words: a moment formatted, a structure by its display', async () => {
    const cells = await render(entity, sampleRecord(entity), listColumns(entity));
    entity.list.columns.forEach((name, index) => expect(rawIn(cells[index]), `${entity.path} column ${name}`).toBeUndefined());
    for (const name of entity.list.columns) expect(isStructure(describeField(entity, name)) && !describeField(entity, name).display, `${name}: a structure column needs a display`).toBe(false);
  });

  it('shows every field of the show page in words', async () => {
    const [page] = await render(entity, sampleRecord(entity), [<ShowFields key="show" entity={entity} fields={describeFields(entity)} />]);
    expect(rawIn(page), entity.path).toBeUndefined();
  });

  it('declares a field whose name says it is a moment as a date-time, so it is displayed as one', () => {
    const named = allFields(describeFields(entity)).filter((field) => /^at$|_at$|_until$|^run_after$/.test(field.name) && !field.display);
    for (const field of named) expect(field.kind, `${entity.path} ${field.path.join('.')}`).toBe('date');
  });

  it('shows a stored picture or file the console serves by a display, not by its address', () => {
    const addresses = allFields(describeFields(entity)).filter((field) => /_url$/.test(field.name) && field.readOnly && !field.display);
    expect(addresses.map((field) => field.path.join('.')), entity.path).toEqual([]);
  });
});

describe('a reference the reader may not read', () => {
  const users = consoleEntities.find((entity) => entity.path === 'users')!;
  const roleLabel = 'resources.users.fields.role_id';

  it('is left out of the show page (a resident\'s own role would say "#4"), and shown to one who reads roles', async () => {
    const show = (permissions: string[]) => render(users, sampleRecord(users), [<ShowFields key="show" entity={users} fields={describeFields(users)} />], permissions);
    const [withRoles] = await show(['roles.view']);
    expect(withRoles).toContain(roleLabel);
    const [withoutRoles] = await show([]);
    expect(withoutRoles).toContain('resources.users.fields.login');
    expect(withoutRoles).not.toContain(roleLabel);
  });
});
