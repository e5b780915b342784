/**
 * The store is built once, with everything it holds, and nothing writes to it afterwards (issue 35 item 3):
 * its fields are readonly for the type check and the object is frozen, so a plugin that patched it while
 * routes register (as five did) fails the server's start. Built with a device network, so every plugin that
 * ever wrote to it (hooks, the live channel, the device network) has run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../schemas/user';
import { composeHooks } from './crud/hooks';
import { type TestServer, startServer } from './test-support/server';

describe('the store after build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { demo: false, config: { devices: { embedded: { host: '127.0.0.1', port: 0 }, pollMs: 50, callTimeoutMs: 1000, taskAttempts: 1, retryBaseMs: 10 } } });
  });
  afterAll(() => server?.close());

  it('is frozen: writing any field throws', () => {
    expect(Object.isFrozen(server.store)).toBe(true);
    // @ts-expect-error the store's fields are readonly
    expect(() => void (server.store.hooks = composeHooks([]))).toThrow(TypeError);
    // @ts-expect-error the store's fields are readonly
    expect(() => void (server.store.events = undefined)).toThrow(TypeError);
    // @ts-expect-error the store's fields are readonly
    expect(() => void (server.store.devices = undefined)).toThrow(TypeError);
    expect(() => Object.assign(server.store, { uniqueProbes: undefined })).toThrow(TypeError);
  });

  it('holds what the plugins once patched in: the live channel, the running device network, the service-bound hooks', () => {
    expect(typeof server.store.events?.changed).toBe('function');
    expect(server.store.devices?.brokerUrl).toMatch(/^mqtt:\/\/127\.0\.0\.1:\d+$/);
    // The invitation on a user's creation is composed before the routes register (it was added by the account routes).
    expect(typeof server.store.hooks.of(user).afterWrite).toBe('function');
  });
});
