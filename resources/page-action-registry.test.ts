/**
 * The page-action registry is open and complete: every action an entity names is contributed by some module
 * the app imports, and the generic layer (resources/) imports nothing from the custom pages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../src/extensions';
import { consoleEntities } from '../schemas';
import { type PageActionKind, pageAction, registeredPageActions } from './page-action-registry';
import './page-actions';

const KINDS: PageActionKind[] = ['edit', 'list', 'bulk', 'form'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('page action registry', () => {
  it('has a component for every action an entity names', () => {
    for (const entity of consoleEntities) {
      for (const kind of KINDS) {
        for (const name of (entity.actions?.[kind] ?? []) as string[]) expect(() => pageAction(kind, name), `${entity.path} ${kind} ${name}`).not.toThrow();
      }
    }
    expect(registeredPageActions('edit')).toEqual(expect.arrayContaining(['device_init', 'device_remote_control']));
  });

  it('refuses a name nobody contributed, saying which', () => {
    expect(() => pageAction('edit', 'teleport')).toThrow('No edit page action "teleport" is registered');
  });

  it('keeps the generic layer free of imports from the custom pages', () => {
    const offenders = sourceFiles('resources').filter((file) => !file.endsWith('.test.ts') && /from ['"](\.\.\/)+custom\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
