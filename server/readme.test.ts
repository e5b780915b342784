/**
 * The README stays a newcomer's page (issue 35 item 9): short, its architecture map naming every folder a
 * newcomer meets, and no link in it or in docs/ leading nowhere. The rest of the documentation lives in docs/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const MAX_LINES = 250;
/** Folders that are built, installed or written by runs, never a part of the project a newcomer reads. */
const NOT_PROJECT = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'bench-results']);

/** Folders .gitignore names outright (a run's output, such as data/ or dist-server/). */
function ignoredFolders(): Set<string> {
  const lines = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n').map((l) => l.trim());
  return new Set(lines.filter((l) => l && !l.startsWith('#') && !/[*?[]/.test(l)).map((l) => l.replace(/^\/|\/$/g, '')));
}

function foldersOf(dir: string, skip: Set<string> = new Set()): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !skip.has(e.name))
    .map((e) => e.name)
    .sort();
}

/** The code block under "## Architecture". */
function architectureMap(): string[] {
  const section = README.split(/^## /m).find((s) => s.startsWith('Architecture\n')) ?? '';
  return (section.split('```')[1] ?? '').split('\n');
}

/** The folder names a map's lines start with at `indent` spaces (`server/`, `  crud/`). */
function namedAt(lines: string[], indent: number): Set<string> {
  const pattern = new RegExp(`^ {${indent}}([\\w.-]+)/`);
  return new Set(lines.flatMap((l) => pattern.exec(l)?.[1] ?? []));
}

/** The lines of the map between `server/` and the next top-level entry. */
function serverLines(lines: string[]): string[] {
  const start = lines.findIndex((l) => l.startsWith('server/'));
  const end = lines.findIndex((l, i) => i > start && /^\S/.test(l));
  return start < 0 ? [] : lines.slice(start + 1, end < 0 ? undefined : end);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
}

/** Relative link targets of a markdown file that name no existing file or folder. */
function deadLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return targets
    .filter((t) => !/^([a-z]+:|#)/i.test(t))
    .filter((t) => !existsSync(resolve(dirname(file), t.split('#')[0])))
    .map((t) => `${relative(ROOT, file)} → ${t}`);
}

describe('README', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('names every top-level folder in its architecture map', () => {
    const folders = foldersOf(ROOT, new Set([...NOT_PROJECT, ...ignoredFolders()]));
    expect(folders).toContain('server');
    const named = namedAt(architectureMap(), 0);
    expect(folders.filter((f) => !named.has(f))).toEqual([]);
  });

  it('names every folder under server/ in its architecture map', () => {
    const folders = foldersOf(join(ROOT, 'server'));
    expect(folders).toContain('crud');
    const named = namedAt(serverLines(architectureMap()), 2);
    expect(folders.filter((f) => !named.has(f))).toEqual([]);
  });

  it('links, as docs/ and bench/README.md do, only to files that exist', () => {
    const files = [join(ROOT, 'README.md'), join(ROOT, 'bench', 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
    expect(files.length).toBeGreaterThan(3);
    expect(files.flatMap(deadLinks)).toEqual([]);
  });
});
