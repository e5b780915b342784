/**
 * Where an entity's records form a tree (a field naming a parent of the same entity: a group's parent), where
 * each record sits: its ancestors' titles from the top down, "Riverside Residence / Block A", so look-alike
 * names in a picker can be told apart. The tree's root, above everything, is left out; ancestors the user
 * may not see end the path.
 */
import { useEffect, useMemo, useState } from 'react';
import { type Identifier, type RaRecord, useDataProvider } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { fieldMeta, storageKind } from '../../schemas/introspect';
import { recordTitle } from '../list-description';

type AnyZod = Parameters<typeof fieldMeta>[0];

/** The to-one field referencing the entity itself, if any. */
export function treeParentField(entity: Entity): string | undefined {
  const fields = Object.entries(entity.fields as Record<string, AnyZod>);
  return fields.find(([, type]) => fieldMeta(type).reference === entity.path && storageKind(type) !== 'json')?.[0];
}

/** A record's ancestors' titles, top down, from the records known by id. */
export function ancestorTitles(entity: Entity, parent: string, record: RaRecord, known: Map<Identifier, RaRecord>): string[] {
  const titles: string[] = [];
  const seen = new Set<Identifier>([record.id]);
  let above = known.get(record[parent]);
  // An ancestor without a parent is the root; one without its own fields could not be read.
  while (above && !seen.has(above.id) && above[parent] !== null && above[parent] !== undefined) {
    titles.unshift(recordTitle(entity, above));
    seen.add(above.id);
    above = known.get(above[parent]);
  }
  return titles;
}

/** Each listed record's path ("A / B"), by id; empty for an entity that is no tree. */
export function useTreePaths(entity: Entity, records: RaRecord[]): Map<Identifier, string> {
  const parent = treeParentField(entity);
  const dataProvider = useDataProvider();
  const [known, setKnown] = useState(() => new Map<Identifier, RaRecord>());
  const all = useMemo(() => new Map([...known, ...records.map((record) => [record.id, record] as const)]), [known, records]);

  useEffect(() => {
    if (!parent) return;
    const missing = [...new Set([...all.values()].map((record) => record[parent]))].filter((id) => id !== null && id !== undefined && !all.has(id));
    if (!missing.length) return;
    let current = true;
    dataProvider.getMany(entity.path, { ids: missing }).then(
      ({ data }) => {
        if (!current) return;
        // Those not answered (not visible to the user) are remembered as bare ids: the walk up stops there.
        setKnown((before) => new Map([...before, ...missing.map((id) => [id, { id }] as const), ...data.map((record) => [record.id, record] as const)]));
      },
      // A failed request leaves the paths as far as known; the next change of the records asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [all, parent, entity.path, dataProvider]);

  return useMemo(() => {
    if (!parent) return new Map();
    return new Map(records.map((record) => [record.id, ancestorTitles(entity, parent, record, all).join(' / ')]));
  }, [records, all, parent, entity]);
}
