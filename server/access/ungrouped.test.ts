/** The `ungrouped` rule's three forms, as the access filter and placement read them (server/access/ungrouped.ts). */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../schemas/define-entity';
import { type Actor, SYSTEM_ACTOR } from './actor';
import { isUngrouped, mayWriteUngrouped, seesUngrouped } from './ungrouped';

const actor = (permissions: string[]): Actor => ({ kind: 'user', id: 7, roleId: 1, permissions: new Set(permissions), groupIds: [3], groupPaths: ['0.3.'], availableRoles: [] });
const entity = (ungrouped: Entity['ungrouped']) => ({ ungrouped, ownership: { kind: 'group-column', field: 'domain_id' } }) as unknown as Entity;

describe('ungrouped records', () => {
  it('creator: written as any other record', () => {
    expect(mayWriteUngrouped(entity('creator'), actor([]), ['domain'])).toBe(true);
    expect(seesUngrouped(entity('creator'), actor(['project_settings.change']))).toBe(false);
  });

  it('all: written only with the operation\'s `all` scope', () => {
    expect(mayWriteUngrouped(entity('all'), actor([]), ['descendants', 'domain'])).toBe(false);
    expect(mayWriteUngrouped(entity('all'), actor([]), ['all'])).toBe(true);
  });

  it('a permission: seen and written by its holders only; the server itself always', () => {
    const rule = entity({ permission: 'project_settings.change' });
    expect(mayWriteUngrouped(rule, actor(['groups.edit.all']), ['all'])).toBe(false);
    expect(mayWriteUngrouped(rule, actor(['project_settings.change']), ['domain'])).toBe(true);
    expect(seesUngrouped(rule, actor(['project_settings.change']))).toBe(true);
    expect(seesUngrouped(rule, actor([]))).toBe(false);
    expect(mayWriteUngrouped(rule, SYSTEM_ACTOR, [])).toBe(true);
  });

  it('an empty group field or group list is no group', () => {
    expect([null, undefined, [], 0, [4]].map(isUngrouped)).toEqual([true, true, true, false, false]);
  });
});
