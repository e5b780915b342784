import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { amenity } from '../../schemas/amenity';
import { group } from '../../schemas/group';
import { ancestorTitles, treeParentField } from './use-tree-paths';

describe("a record's place in its entity's tree", () => {
  it('is read from the field referencing the entity itself, for entities that form a tree', () => {
    expect(treeParentField(group)).toBe('parent_id');
    expect(treeParentField(amenity)).toBeUndefined();
  });

  it('is its ancestors top down, the root left out and an unseen ancestor ending it', () => {
    const records: RaRecord[] = [
      { id: 0, name: 'Project', parent_id: null },
      { id: 1, name: 'Riverside Residence', parent_id: 0 },
      { id: 2, name: 'Block A', parent_id: 1 },
      { id: 3, name: 'Block A entrance 1', parent_id: 2 },
      { id: 9, name: 'Hidden above', parent_id: 8 },
      { id: 8 },
    ];
    const known = new Map(records.map((record) => [record.id, record]));
    expect(ancestorTitles(group, 'parent_id', known.get(3)!, known)).toEqual(['Riverside Residence', 'Block A']);
    expect(ancestorTitles(group, 'parent_id', known.get(1)!, known)).toEqual([]);
    expect(ancestorTitles(group, 'parent_id', { id: 10, name: 'Under hidden', parent_id: 9 }, known)).toEqual(['Hidden above']);
  });
});
