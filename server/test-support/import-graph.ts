/**
 * The server's import graph, read from the source (server/layers.test.ts): which file imports which, which
 * folder each file is in, and the cycles among them. Tests and test support are left out: they sit above every
 * layer and may import any (docs/architecture.md). Type-only imports count: a core that names a feature's type
 * still depends on it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The generic core: it serves the features and imports none of them (issue 35 item 4). Beside crud/, access/
 * and db/, the two services every write goes through, which name no entity either: audit/ (the trail each
 * change records in its transaction, and its list) and files/ (the bytes of the description language's file fields).
 */
export const CORE = new Set(['crud', 'access', 'db', 'audit', 'files']);
/** Shared leaves the core may use: they import nothing of the server's features. */
export const CORE_MAY_USE = new Set(['errors.ts', 'concurrency.ts', 'json-body.ts']);

/**
 * A file's folder under server/. Files directly under server/ (the composition root, the configuration and a
 * few shared leaves) are no folder: each stands for itself, so a leaf such as errors.ts joins no cycle of app.ts.
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length === 1 ? file : parts[0];
}

/** Tests, test support and the account's test server: test infrastructure, not a layer. */
const isTestCode = (path: string) => /\.test\.tsx?$|(^|\/)test-support\/|-test-server\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !isTestCode(relative(SERVER, path)) ? [path] : [];
  });
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p));
  return found && found.startsWith(`${SERVER}/`) ? found : undefined;
}

/** Each server file (relative to server/) with the server files it imports (`runtimeOnly`: not `import type`). */
export function importGraph(runtimeOnly = false): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    let text = readFileSync(file, 'utf8').replace(/^\s*(\/\/.*|\/?\*.*)$/gm, '');
    if (runtimeOnly) text = text.replace(/(?:import|export) type [^;]*;/g, '');
    const targets = [...text.matchAll(IMPORT)].flatMap((m) => resolveImport(file, m[1] ?? m[2]) ?? []);
    graph.set(relative(SERVER, file), new Set(targets.map((t) => relative(SERVER, t)).filter((t) => !isTestCode(t))));
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan's algorithm, iterative enough for ~500 files). */
export function cycles<T>(graph: Map<T, Set<T>>): T[][] {
  let counter = 0;
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (node: T) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: T[] = [];
    let member: T;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

/** The graph of folders: a folder imports another when one of its files imports one of the other's. */
export function folderGraph(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
    folders.set(from, edges);
  }
  return folders;
}

/** Imports from the core into anything but the core and its shared leaves. */
export function layerViolations(graph: Map<string, Set<string>>): string[] {
  const allowed = (target: string) => CORE.has(folderOf(target)) || CORE_MAY_USE.has(target);
  return [...graph].flatMap(([file, targets]) =>
    CORE.has(folderOf(file)) ? [...targets].filter((t) => !allowed(t)).map((t) => `${file} -> ${t}`) : [],
  );
}

/** File-level cycles whose files are in more than one folder. */
export function crossFolderCycles(graph: Map<string, Set<string>>): string[][] {
  return cycles(graph).filter((cycle) => new Set(cycle.map(folderOf)).size > 1);
}
