/**
 * resources/ is the generator's generic layer: no file of it names one entity. What one entity's screens need
 * (its buttons, widgets, displays) lives with its domain (src/devices/, src/identifiers/, ...) and comes in
 * through the open registries. A file names an entity when it
 * - imports a schemas/ module that describes an entity (its `defineEntity` call): the generic layer reads
 *   entities only through what it is handed (schemas/index.ts, the Entity it renders);
 * - holds a string that is an entity's name, path or console route ('device', 'devices'), a console address
 *   under one ('/devices/...'), or one entity's strings ('resources.devices.…').
 * Test files may use real entities as examples; production files only are checked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { consoleEntities } from '../schemas';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The schemas/ modules that describe an entity. */
const entityModules = new Set(
  readdirSync('schemas')
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && /^export const \w+ = defineEntity\(/m.test(readFileSync(join('schemas', name), 'utf8')))
    .map((name) => resolve('schemas', name.replace(/\.ts$/, ''))),
);

const names = new Set(consoleEntities.flatMap((entity) => [entity.name, entity.path, ...(entity.route ? [entity.route] : [])]));
const paths = consoleEntities.flatMap((entity) => [entity.path, ...(entity.route ? [entity.route] : [])]);

/** Why a string names an entity, or nothing. */
function namedEntity(text: string): string | undefined {
  if (names.has(text)) return text;
  const strings = /^(?:resources\.)?([a-z0-9_-]+)\./.exec(text);
  if (strings && paths.includes(strings[1])) return text;
  const address = /^\/([a-z0-9_-]+)(\/|$)/.exec(text);
  if (address && paths.includes(address[1])) return text;
  return undefined;
}

interface Reading {
  /** What the file itself says that names an entity, each as `file: what`. */
  mentions: string[];
  /** The modules it imports, statically or lazily, as absolute paths without extension. */
  imports: string[];
}

function read(file: string): Reading {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const reading: Reading = { mentions: [], imports: [] };
  const found = reading.mentions;
  const imported = (specifier: string) => {
    const target = resolve(dirname(file), specifier);
    reading.imports.push(target);
    if (entityModules.has(target)) found.push(`${file}: imports ${specifier}`);
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      imported(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) imported(specifier.text);
      return;
    }
    // A property named like an entity in a type (`Catalogue['groups']`) is a key, not the entity.
    if (ts.isIndexedAccessTypeNode(node)) return;
    // An ARIA role (`role="group"`) is the browser's word, not the entity.
    if (ts.isJsxAttribute(node) && node.name.getText() === 'role') return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const named = namedEntity(node.text);
      if (named) found.push(`${file}: '${named}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reading;
}

/**
 * Every file of resources/ that names an entity, with why: by what it says, or by importing (statically or
 * lazily) another file of resources/ that does (a generic module that loads a device's button is the devices').
 */
function entityMentions(): string[] {
  const files = sourceFiles('resources');
  const readings = new Map(files.map((file) => [resolve(file).replace(/\.tsx?$/, ''), { file, ...read(file) }]));
  const named = new Set([...readings].filter(([, reading]) => reading.mentions.length).map(([key]) => key));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [key, reading] of readings) {
      const through = reading.imports.find((target) => named.has(target));
      if (named.has(key) || !through) continue;
      reading.mentions.push(`${reading.file}: imports ${through.slice(resolve('.').length + 1)}, which names an entity`);
      named.add(key);
      grew = true;
    }
  }
  return [...readings.values()].flatMap((reading) => reading.mentions);
}

describe('the generic layer (resources/)', () => {
  it('names no entity: no entity module imported, no entity name, path, address or strings', () => {
    const mentions = entityMentions();
    expect(mentions).toEqual([]);
  });

  it('recognises what names an entity (so an empty list above means something)', () => {
    expect(entityModules.has(resolve('schemas/device'))).toBe(true);
    expect(entityModules.has(resolve('schemas/define-entity'))).toBe(false);
    expect(['devices', 'device', 'resources.identifiers.actions.revoke', 'devices.set_protocol.action', '/devices/7', '/devices'].map(namedEntity)).not.toContain(undefined);
    expect(['device_init', 'resources.', 'name', '/home', 'devices_set_protocol'].map(namedEntity)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
