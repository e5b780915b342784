/**
 * Console code takes its HTTP client from useHttp() (http-context.tsx), or is handed one, so a component test
 * gives it a test double (http-double.ts): no production file of src/, resources/ or custom/ imports the
 * browser's module client `http` from src/providers/index.ts, except the two places that wire the browser's
 * providers themselves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** App provides the client to HttpProvider; the browser's live provider refreshes its token through it. */
const WIRING = ['src/app.tsx', 'src/live/browser-live-provider.ts'];
const PROVIDERS_INDEX = resolve('src/providers/index');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether the file imports `http` (by that name or renamed) from src/providers/index.ts. */
function importsModuleClient(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    const target = resolve(dirname(file), statement.moduleSpecifier.text);
    if (target !== PROVIDERS_INDEX && target !== dirname(PROVIDERS_INDEX)) return false;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) return true;
    return Boolean(bindings?.elements.some((element) => (element.propertyName ?? element.name).text === 'http'));
  });
}

describe('the module HTTP client', () => {
  it('is imported by no console file but the wiring of the browser’s providers', () => {
    const importers = ['src', 'resources', 'custom'].flatMap(sourceFiles).filter(importsModuleClient).map((file) => relative('.', file));
    expect(importers.sort()).toEqual(WIRING);
  });
});
