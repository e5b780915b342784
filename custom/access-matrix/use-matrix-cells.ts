/**
 * The matrix's decisions, fetched in blocks of rows (BLOCK_ROWS subjects × every device per request) as
 * the rows come into view, cached by react-query per kind, subjects, devices, moment and block; and the
 * names of the rules and schedules the loaded reasons point at.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type MatrixCell, type SubjectKind, useMatrixApi } from './matrix-api';
import { blockItems, blocksOf, type Range } from './windowing';

export const BLOCK_ROWS = 100;

export interface MatrixCells {
  cell: (subjectId: number, deviceId: number) => MatrixCell | undefined;
  names: { rules: Map<number, string>; schedules: Map<number, string> };
  /** The localised message of a block that could not be fetched, if any. */
  error: string | undefined;
}

const key = (subjectId: number, deviceId: number) => `${subjectId}:${deviceId}`;

const sortedIds = (cells: Map<string, MatrixCell>, pick: (c: MatrixCell) => number | undefined) =>
  [...new Set([...cells.values()].map(pick).filter((id): id is number => id !== undefined))].sort((a, b) => a - b);

function useNames(path: 'access-rules' | 'schedules', ids: number[], refreshed: string) {
  const api = useMatrixApi();
  const { data } = useQuery({ queryKey: ['access-matrix', 'names', path, ids, refreshed], queryFn: () => api.names(path, ids.slice(0, 1000)), enabled: ids.length > 0 });
  return useMemo(() => new Map((data ?? []).map((r) => [r.id, r.name])), [data]);
}

export function useMatrixCells(kind: SubjectKind, subjectIds: number[], deviceIds: number[], at: string, rows: Range, refreshed: string): MatrixCells {
  const api = useMatrixApi();
  const blocks = blocksOf(rows, BLOCK_ROWS);
  const results = useQueries({
    queries: blocks.map((block) => {
      const ids = blockItems(subjectIds, block, BLOCK_ROWS);
      return {
        queryKey: ['access-matrix', 'cells', kind, at, refreshed, deviceIds, ids],
        queryFn: () => api.cells(kind, ids, deviceIds, at),
        enabled: ids.length > 0 && deviceIds.length > 0,
        staleTime: Infinity,
      };
    }),
  });
  // Rebuilt only when a block arrives or another block comes into view, not on every scrolled row.
  const stamp = `${blocks.join()}|${results.map((r) => r.dataUpdatedAt).join()}`;
  const cells = useMemo(() => {
    const map = new Map<string, MatrixCell>();
    for (const r of results) for (const c of r.data?.cells ?? []) map.set(key(c.subject_id, c.device_id), c);
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);
  const ruleIds = useMemo(() => sortedIds(cells, (c) => c.reason.rule_id), [cells]);
  const scheduleIds = useMemo(() => sortedIds(cells, (c) => c.reason.schedule_id), [cells]);
  const rules = useNames('access-rules', ruleIds, refreshed);
  const schedules = useNames('schedules', scheduleIds, refreshed);
  const error = results.find((r) => r.error)?.error?.message;
  return { cell: (s, d) => cells.get(key(s, d)), names: { rules, schedules }, error };
}
