// @vitest-environment jsdom
import { act, createElement } from 'react';
import type { RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amenity } from '../../schemas/amenity';
import { group } from '../../schemas/group';
import { httpDouble } from '../../src/providers/http-double';
import { renderConsole } from '../../src/providers/test-support/render-console';
import { ancestorTitles, treeParentField, useTreePaths } from './use-tree-paths';

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
afterEach(() => {
  process.off('unhandledRejection', onRejection);
  rejections.length = 0;
});

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

  it('stays as far as known when the ancestors cannot be read, leaving no rejection unhandled', async () => {
    process.on('unhandledRejection', onRejection);
    const server = httpDouble(); // the ancestors' request is answered by nobody: it fails
    const records: RaRecord[] = [{ id: 3, name: 'Block A entrance 1', parent_id: 2 }];
    function Paths() {
      return createElement('output', null, `[${useTreePaths(group, records).get(3)}]`);
    }
    const page = await renderConsole(createElement(Paths), server);
    await vi.waitFor(() => expect(server.unexpected.some((call) => call.startsWith('GET '))).toBe(true));
    await act(() => new Promise((settled) => setTimeout(settled, 50)));
    expect(page.container.textContent).toBe('[]');
    expect(rejections).toEqual([]);
    await page.unmount();
  });
});
