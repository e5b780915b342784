/**
 * The calls the access matrix makes (001 §7): the subjects (users or identifiers) and devices of the chosen
 * group and below, the decisions for one block of subjects against every device (POST
 * /access-decision/matrix), and the names of the rules and schedules the reasons point at.
 */
import { useMemo } from 'react';
import type { Http } from '../../src/providers/http';
import { useHttp } from '../../src/providers/http-context';
import type { Group } from './group-subtree';
import type { MatrixCell, OwnDoor } from '../../schemas/access-decision';

export type { MatrixCell, OwnDoor };

export type SubjectKind = 'users' | 'identifiers';

export interface Named {
  id: number;
  name: string;
}

/** A device as the matrix shows it: by name, with its group. */
export interface MatrixDevice extends Named {
  domain_id?: number;
}

export type { Group };

/** The server's limits for one matrix (server/access-decision/routes.ts MATRIX_LIMITS). */
export const MATRIX_LIMITS = { subjects: 1000, devices: 200 } as const;

type Filter = { field: string; rule: string; value: unknown } | { matching: 'match_all' | 'match_any'; items: Filter[] };

interface Page<T> {
  data: T[];
  pagination: { total: number };
}

async function items<T>(http: Http, path: string, size: number, filter?: Filter): Promise<Page<T>> {
  const query: Record<string, string | number> = { page: 1, size, sort: 'name' };
  if (filter) query.filters = JSON.stringify({ matching: 'match_all', items: [filter] });
  return http<Page<T>>('GET', `/${path}/items`, { query });
}

/** The server takes at most 50 items a filter group (MAX_FILTER_ITEMS), so a large subtree nests groups of 50 (up to 2,500 groups). */
const FILTER_ITEMS = 50;
function inGroups(field: string, groupIds: number[] | undefined): Filter | undefined {
  if (!groupIds) return undefined;
  const chunks: Filter[] = [];
  for (let i = 0; i < groupIds.length && chunks.length < FILTER_ITEMS; i += FILTER_ITEMS)
    chunks.push({ matching: 'match_any', items: groupIds.slice(i, i + FILTER_ITEMS).map((id) => ({ field, rule: 'has', value: id })) });
  return { matching: 'match_any', items: chunks };
}

/** The matrix's calls over a client (useHttp()'s in the page, a test double in a test). */
export const matrixApi = (http: Http) => ({
  groups: () => items<Group>(http, 'groups', 1000).then((page) => page.data),
  subjects: (kind: SubjectKind, groupIds?: number[]) => items<Named>(http, kind, MATRIX_LIMITS.subjects, inGroups('domain_ids', groupIds)),
  devices: (groupIds?: number[]) =>
    items<MatrixDevice>(http, 'devices', MATRIX_LIMITS.devices, groupIds && { field: 'domain_id', rule: 'equals', value: groupIds.slice(0, 1000) }),
  /** Names of records by id, e.g. the rules and schedules reasons name. */
  names: (path: 'access-rules' | 'schedules', ids: number[]) =>
    items<Named>(http, path, Math.max(1, ids.length), { field: 'id', rule: 'equals', value: ids }).then((page) => page.data),
  ownDoors: () => http<{ data: { at: string; doors: OwnDoor[] } }>('GET', '/access-decision/own-doors').then((answer) => answer.data),
  cells: (kind: SubjectKind, subjectIds: number[], deviceIds: number[], at: string | undefined) =>
    http<{ data: { at: string; cells: MatrixCell[] } }>('POST', '/access-decision/matrix', {
      body: { [kind === 'users' ? 'user_ids' : 'identifier_ids']: subjectIds, device_ids: deviceIds, ...(at ? { at } : {}) },
    }).then((answer) => answer.data),
});

export type MatrixApi = ReturnType<typeof matrixApi>;

export function useMatrixApi(): MatrixApi {
  const http = useHttp();
  return useMemo(() => matrixApi(http), [http]);
}
