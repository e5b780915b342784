/**
 * Issue 34: once the codec is loaded, a data call or access check has it within the task that asks (a list's
 * request no longer waits behind the page's rendering for import()'s own task).
 */
import { describe, expect, it } from 'vitest';
import { entityCodec } from './entity-codec-loader';

describe('entityCodec', () => {
  it('hands over the loaded codec within the asking task, the same module each time', async () => {
    const first = await entityCodec();
    let handed: unknown;
    void entityCodec().then((codec) => (handed = codec));
    for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
    expect(handed).toBe(first);
    expect(typeof first.entityByPath).toBe('function');
  });
});
