/**
 * The hook registry (crud/hooks.ts): an entity is named by its description, every stage is a list run in the
 * composed order, a delete check passes what it let go to the next, and a stage that takes one value refuses two.
 */
import { describe, expect, it } from 'vitest';
import { device } from '../../schemas/device';
import { user } from '../../schemas/user';
import { type DeleteContext, type WriteContext, composeHooks, entityHooks } from './hooks';

const writeContext = (data: Record<string, unknown>) => ({ data }) as unknown as WriteContext;

describe('hook registry', () => {
  it('runs every hook of a stage, in the order the domains were composed', async () => {
    const ran: string[] = [];
    const registry = composeHooks([
      entityHooks(user, { beforeWrite: [async () => void ran.push('first'), async () => void ran.push('second')] }),
      entityHooks(device, { beforeWrite: [async () => void ran.push('device')] }),
      entityHooks(user, { beforeWrite: [async () => void ran.push('third')] }),
    ]);
    await registry.of(user).beforeWrite!(writeContext({}));
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('names an entity by its description: a path string is refused by the type check and reaches no entity', () => {
    // @ts-expect-error an entity is its description object, not its path
    const byPath = entityHooks('users', { beforeWrite: [async () => undefined] });
    expect(composeHooks([byPath]).of(user).beforeWrite).toBeUndefined();
  });

  it('passes the ids a delete check let go to the next one, adding up the dependencies', async () => {
    const seen: number[][] = [];
    const registry = composeHooks([
      entityHooks(device, { beforeDelete: [async ({ ids }) => (seen.push(ids), { deletable: ids.filter((id) => id !== 1), dependencies: { 1: ['root'] } })] }),
      entityHooks(device, { beforeDelete: [async ({ ids }) => (seen.push(ids), { deletable: ids.filter((id) => id !== 2), dependencies: { 2: ['tasks'] } })] }),
    ]);
    const checked = await registry.of(device).beforeDelete!({ ids: [1, 2, 3] } as DeleteContext);
    expect(seen).toEqual([[1, 2, 3], [2, 3]]);
    expect(checked).toEqual({ deletable: [3], dependencies: { 1: ['root'], 2: ['tasks'] } });
  });

  it('refuses two domains setting a one-value stage, and answers no hooks for an entity no domain names', () => {
    expect(() => composeHooks([entityHooks(user, { restrictedError: 'prohibited' }), entityHooks(user, { restrictedError: 'not_found' })])).toThrow(/restrictedError/);
    expect(composeHooks([]).of(user)).toEqual({});
  });
});
