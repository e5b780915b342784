/**
 * Every permission of the catalogue (schemas/permissions.ts) is checked somewhere on the server (issue 37 item 6):
 * a string no code checks gives a role editor a switch that does nothing. "Checked" is derived, not listed: a
 * permission an entity description grants (its operations, commands, fields, export, ungrouped records) or a
 * settings section's description names, or one
 * the server's code names (its routes and hooks call hasPermission with it). The few not checked are listed
 * below with the open issue that brings their feature, or the decision; an entry that becomes checked must leave the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleEntities } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import { fieldMeta } from '../../schemas/introspect';
import { PERMISSIONS, type Permission } from '../../schemas/permissions';
import { SETTINGS_SECTIONS } from '../../schemas/settings';

/**
 * Permissions no server code checks, each with why it stays (docs/permissions.md): its feature is an open issue's,
 * or a written decision.
 */
const UNCHECKED_BECAUSE: Partial<Record<Permission, string>> = {
  'backups.import_device_data': 'issue 38: device backup import (project settings)',
  'profile.edit': '001 §6 "a user can always edit their own user record" wins on the server; the string stays a label roles carry',
  'groups.manage_own.integrations': 'issue 39: integrations',
  'integrations.create': 'issue 39: integrations',
  ...Object.fromEntries(
    ['view', 'edit', 'delete'].flatMap((action) =>
      ['all', 'descendants', 'domain', 'own'].map((scope) => [`integrations.${action}.${scope}`, 'issue 39: integrations']),
    ),
  ),
};

const SERVER = join(import.meta.dirname, '..');

/** What the server's code names outside tests, the demo's roles and the matrix's oracle (which names every one). */
function serverSources(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(SERVER, path);
    if (entry.isDirectory()) return ['test-support', 'demo'].includes(rel) ? [] : serverSources(path);
    const skip = !entry.name.endsWith('.ts') || /\.test(-d)?\.ts$/.test(entry.name) || rel === join('access', 'permission-model.ts');
    return skip ? [] : [readFileSync(path, 'utf8')];
  });
}

function namedInCode(): Set<string> {
  const literals = serverSources().flatMap((text) => [...text.matchAll(/'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g)].map((match) => match[1]));
  return new Set(literals);
}

/** Every string in an entity description's plain data (grants, commands, export, ungrouped) and its fields' metadata. */
function grantedByDescriptions(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown, seen: Set<unknown>): void => {
    if (typeof value === 'string') found.add(value);
    if (!value || typeof value !== 'object' || seen.has(value) || '_zod' in value) return;
    seen.add(value);
    for (const inner of Object.values(value)) walk(inner, seen);
  };
  for (const entity of consoleEntities as readonly Entity[]) {
    const { fields, record: _record, ...rest } = entity;
    walk(rest, new Set());
    for (const type of Object.values(fields)) walk(fieldMeta(type), new Set());
  }
  // A settings section's description names who may view and change it (its routes check them).
  for (const section of Object.values(SETTINGS_SECTIONS)) walk(section.access, new Set());
  return found;
}

describe('permission coverage', () => {
  const checked = new Set([...namedInCode(), ...grantedByDescriptions()]);

  it('checks every permission of the catalogue, or says why not', () => {
    const unchecked = PERMISSIONS.filter((permission) => !checked.has(permission) && !UNCHECKED_BECAUSE[permission]);
    expect(unchecked).toEqual([]);
  });

  it('lists as unchecked only permissions that are in the catalogue and checked nowhere', () => {
    const stale = Object.keys(UNCHECKED_BECAUSE).filter((permission) => checked.has(permission) || !PERMISSIONS.includes(permission as Permission));
    expect(stale).toEqual([]);
  });
});
