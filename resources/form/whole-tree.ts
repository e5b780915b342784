/**
 * A small tree in the picker dialog (docs/console.md "Group pickers"): where the entity declares a call for its
 * whole tree (`wholeTree`: groups' `completely`) and the reader sees at most TREE_PICKER_LIMIT records, the
 * dialog loads them once and shows the tree to browse, its search filtering what is loaded. Above the limit,
 * or while the tree loads, or if its call fails, the dialog searches the server page by page as before.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { useHttp } from '../../src/providers/http-context';
import { recordTitle } from '../list-description';
import { ancestorTitles, treeParentField } from './use-tree-paths';

/** Records a picker loads at once: a few hundred KB of names at most, drawn only as far as it is opened. */
export const TREE_PICKER_LIMIT = 1000;

/** Matches a search shows at most; a search of a tree this small that finds more should be longer. */
const MATCHES_SHOWN = 100;

export interface WholeTree {
  parent: string;
  byId: Map<Identifier, RaRecord>;
  /** Each record's children by title ("Apartment 2" before "Apartment 10"); the tops under null. */
  children: Map<Identifier | null, RaRecord[]>;
}

/** A row of the tree as drawn: the record, how deep, whether it holds others. */
export interface TreeRow {
  record: RaRecord;
  depth: number;
  branch: boolean;
}

const byTitle = (entity: Entity) => (a: RaRecord, b: RaRecord) => recordTitle(entity, a).localeCompare(recordTitle(entity, b), undefined, { numeric: true });

/** The records as a tree: a record whose parent is none or unseen is a top. */
export function wholeTree(entity: Entity, parent: string, records: RaRecord[]): WholeTree {
  const byId = new Map(records.map((record) => [record.id, record]));
  const children = new Map<Identifier | null, RaRecord[]>();
  for (const record of [...records].sort(byTitle(entity))) {
    const above = byId.has(record[parent]) && record[parent] !== record.id ? record[parent] : null;
    children.set(above, [...(children.get(above) ?? []), record]);
  }
  return { parent, byId, children };
}

/** The ids above a record, nearest first: opened so a chosen record shows where it sits. */
export function ancestorIds(tree: WholeTree, id: Identifier): Identifier[] {
  const ids: Identifier[] = [];
  let above = tree.byId.get(id)?.[tree.parent];
  while (above !== null && above !== undefined && tree.byId.has(above) && !ids.includes(above)) {
    ids.push(above);
    above = tree.byId.get(above)![tree.parent];
  }
  return ids;
}

/** The rows shown: the tops, and the children of each opened record, depth first. */
export function visibleRows(tree: WholeTree, opened: ReadonlySet<Identifier>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (under: Identifier | null, depth: number) => {
    for (const record of tree.children.get(under) ?? []) {
      const branch = tree.children.has(record.id);
      rows.push({ record, depth, branch });
      if (branch && opened.has(record.id)) walk(record.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** The records whose title holds the text (any case), in the tree's order, each with its path ("A / B"). */
export function treeMatches(entity: Entity, tree: WholeTree, text: string) {
  const wanted = text.toLocaleLowerCase();
  const found = [...tree.children.values()].flat().filter((record) => recordTitle(entity, record).toLocaleLowerCase().includes(wanted));
  return found.sort(byTitle(entity)).slice(0, MATCHES_SHOWN).map((record) => ({ record, path: ancestorTitles(entity, tree.parent, record, tree.byId).join(' / ') }));
}

/** The whole tree once `enabled` (the dialog open, the reader's records few enough); undefined until then or if its call fails. */
export function useWholeTree(entity: Entity, enabled: boolean): WholeTree | undefined {
  const http = useHttp();
  const parent = treeParentField(entity);
  const call = entity.wholeTree;
  const { data } = useQuery({
    queryKey: [entity.path, call],
    queryFn: async () => (await http<{ data: RaRecord[] }>('GET', `/${entity.path}/${call}`)).data,
    enabled: enabled && Boolean(call && parent),
    retry: false,
    staleTime: 0,
  });
  return useMemo(() => (data && parent ? wholeTree(entity, parent, data) : undefined), [data, parent, entity]);
}
