/**
 * react-admin's nine data calls onto the generic /api/v0/{path} routes (001 §7). The resource name is the
 * entity's API path, or its console route (`route`), which is mapped to the API path; the entity descriptions in schemas/ say which fields are searched, which are id lists
 * and which are writable. They come with the first call (entity-codec.ts), not with the login page.
 */
import { type DataProvider, HttpError, type Identifier } from 'react-admin';
import { entityCodec as codec } from './entity-codec-loader';
import type { Http } from './http';
import { isHeldFile, takeHeldFile } from './pending-files';
import type { Translate } from './translate';

/** The API path of a resource: a console route (guest-access) stands for its entity's path. */
async function apiPath(resource: string) {
  const { entityByPath } = await codec();
  return entityByPath(resource)?.path ?? resource;
}

/** Records are whatever the entity describes; react-admin's generic record type is the caller's to pick. */
type ApiRecord = any;

interface ListAnswer {
  data: ApiRecord[];
  /** `total_exact: false` when the server stopped counting (server/crud/repository.ts COUNT_CAP). */
  pagination: { total: number; size: number; page: number; total_exact?: false };
}

interface DeleteManyAnswer {
  deleted: Identifier[];
  dependencies?: Record<string, unknown>;
  not_found?: Identifier[];
}

export interface DataProviderSettings {
  http: Http;
  translate: Translate;
}

/** Ids from a URL may be strings; the API's ids are integers. */
const apiId = (id: Identifier) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

export function createDataProvider({ http, translate }: DataProviderSettings): DataProvider {
  async function list(resource: string, params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: 'ASC' | 'DESC' }; filter?: Record<string, unknown>; meta?: any; signal?: AbortSignal }) {
    const { entityByPath, toFilters, toSort, toWith } = await codec();
    const entity = entityByPath(resource);
    const filters = toFilters(entity, params.filter);
    const answer = await http<ListAnswer>('GET', `/${entity?.path ?? resource}/items`, {
      query: {
        page: params.pagination?.page,
        size: params.pagination?.perPage,
        sort: toSort(entity, params.sort),
        filters: filters && JSON.stringify(filters),
        with: toWith(params.meta),
      },
      signal: params.signal,
    });
    // A count that stopped at the cap is still the total to page by; the list says "more than" (list-pagination.tsx).
    return { data: answer.data, total: answer.pagination.total, ...(answer.pagination.total_exact === false && { meta: { totalIsLowerBound: true } }) };
  }

  /**
   * A saved record's file fields (schemas/file-field.ts), after the record itself: a newly chosen file is
   * uploaded, a removed one deleted (000 §5.3). Answers the record as the last call left it.
   */
  async function syncFiles(resource: string, saved: ApiRecord, data: Record<string, unknown>, previous?: Record<string, unknown>) {
    const { entityByPath, fileFieldsOf } = await codec();
    const entity = entityByPath(resource);
    let record = saved;
    for (const { field, route } of entity ? fileFieldsOf(entity) : []) {
      const value = data[field];
      const path = `/${entity!.path}/${apiId(saved.id)}/${route}`;
      const file = isHeldFile(value) ? takeHeldFile(value) : undefined;
      if (file) {
        const form = new FormData();
        form.append('file', file, file.name);
        record = (await http<{ data: ApiRecord }>('POST', path, { body: form })).data;
      } else if (value === null && previous?.[field]) {
        record = (await http<{ data: ApiRecord }>('DELETE', path)).data;
      }
    }
    return record;
  }

  const provider: DataProvider = {
    getList: (resource, params) => list(resource, params),

    async getOne(resource, params) {
      const { toWith } = await codec();
      const answer = await http<{ data: ApiRecord }>('GET', `/${await apiPath(resource)}/${apiId(params.id)}`, {
        query: { with: toWith(params.meta) },
        signal: params.signal,
      });
      return { data: answer.data };
    },

    async getMany(resource, params) {
      const { MAX_PAGE_SIZE } = await codec();
      const ids = [...new Set(params.ids.map(apiId))];
      const data: ApiRecord[] = [];
      // One list call per page of ids: the API caps a page (and an `equals` list) at MAX_PAGE_SIZE.
      for (let start = 0; start < ids.length; start += MAX_PAGE_SIZE) {
        const chunk = ids.slice(start, start + MAX_PAGE_SIZE);
        const page = await list(resource, {
          pagination: { page: 1, perPage: chunk.length },
          sort: { field: 'id', order: 'ASC' },
          filter: { id: chunk },
          meta: params.meta,
          signal: params.signal,
        });
        data.push(...page.data);
      }
      return { data };
    },

    getManyReference: (resource, params) =>
      // toFilters matches an id-list target (a group's users: `domain_ids`) by membership, others by equality.
      list(resource, { ...params, filter: { ...params.filter, [params.target]: apiId(params.id) } }),

    async create(resource, params) {
      const { createBody, entityByPath } = await codec();
      const path = await apiPath(resource);
      const answer = await http<{ data: ApiRecord }>('PUT', `/${path}`, { body: createBody(entityByPath(resource), params.data) });
      try {
        return { data: await syncFiles(resource, answer.data, params.data) };
      } catch (error) {
        // A refused file (a fake sound) undoes the new record: the form stays as typed, and saving again makes one record, not two.
        await http('DELETE', `/${path}/${apiId(answer.data.id)}`).catch(() => undefined);
        throw error;
      }
    },

    async update(resource, params) {
      const { entityByPath, updateBody } = await codec();
      const body = updateBody(entityByPath(resource), params.data, params.previousData);
      const answer = await http<{ data: ApiRecord }>('PATCH', `/${await apiPath(resource)}/${apiId(params.id)}`, { body });
      return { data: await syncFiles(resource, answer.data, params.data, params.previousData) };
    },

    async updateMany(resource, params) {
      const { entityByPath, updateBody } = await codec();
      const body = updateBody(entityByPath(resource), params.data);
      const path = await apiPath(resource);
      await Promise.all(params.ids.map((id) => http('PATCH', `/${path}/${apiId(id)}`, { body })));
      return { data: params.ids };
    },

    async delete(resource, params) {
      await http('DELETE', `/${await apiPath(resource)}/${apiId(params.id)}`);
      return { data: (params.previousData ?? { id: params.id }) as ApiRecord };
    },

    async deleteMany(resource, params) {
      const answer = await http<DeleteManyAnswer>('POST', `/${await apiPath(resource)}/delete`, { body: { items: params.ids.map(apiId) } });
      const deleted = answer.deleted ?? [];
      if (deleted.length < params.ids.length) {
        // Records in use or out of reach stay; say so rather than report a full success.
        throw new HttpError(translate('errors.not_all_deleted', { deleted: deleted.length, total: params.ids.length }), 409, answer);
      }
      return { data: deleted };
    },
  };
  return { ...provider, supportAbortSignal: true };
}
