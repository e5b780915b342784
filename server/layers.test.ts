/**
 * The server core depends on nothing it serves (issue 35 item 4): the core folders (crud/, access/, db/, and
 * the audit trail and file storage every write goes through; test-support/import-graph.ts CORE) import no
 * feature folder and nothing at server/'s top but its shared leaves, and no file-level import cycle crosses a
 * folder. Read from the source's imports, type-only ones included. A failure names each import or cycle.
 */
import { describe, expect, it } from 'vitest';
import { CORE, crossFolderCycles, folderOf, importGraph, layerViolations } from './test-support/import-graph';

const graph = importGraph();

describe('server layers', () => {
  it('reads the imports of every server file', () => {
    expect(graph.get('crud/repository.ts')?.has('crud/hooks.ts')).toBe(true);
    expect([...CORE].every((folder) => [...graph.keys()].some((file) => folderOf(file) === folder))).toBe(true);
  });

  it('the core imports no feature', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('no import cycle crosses a folder', () => {
    expect(crossFolderCycles(graph).map((cycle) => cycle.join(', '))).toEqual([]);
  });
});
