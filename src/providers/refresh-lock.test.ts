/**
 * Tabs share one refresh (issue 13, item 5): two tabs with one remembered session, refused together,
 * spend the refresh token once under the lock and both go on with the new tokens; without Web Locks each
 * tab refreshes once (the server's grace window answers the duplicate alike).
 */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { type LockManagerLike, REFRESH_LOCK, refreshCoordinator } from './refresh-lock';
import { type Session, createTokenStore } from './token-store';

/** An exclusive lock like navigator.locks: callbacks run one after another, across "tabs". */
class FakeLocks implements LockManagerLike {
  names: string[] = [];
  private tail: Promise<unknown> = Promise.resolve();
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    this.names.push(name);
    const run = this.tail.then(callback);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/** Single-use refresh tokens without any grace: a second use of one token revokes everything. */
class StrictServer {
  spent = new Set<string>();
  refreshes: string[] = [];
  revoked = false;
  private counter = 0;
  async refresh(token: string): Promise<Session | undefined> {
    this.refreshes.push(token);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the network
    if (this.revoked || this.spent.has(token)) {
      this.revoked = true;
      return undefined;
    }
    this.spent.add(token);
    this.counter += 1;
    return { token: `access-${this.counter}`, refresh: `refresh-${this.counter}` };
  }
}

function openTab(persistent: MemoryStorage, server: StrictServer, locks: LockManagerLike | undefined) {
  const tokens = createTokenStore({ persistent, perSession: new MemoryStorage() });
  const refresh = async () => {
    const fresh = await server.refresh(tokens.get()!.refresh);
    if (fresh) tokens.save(fresh);
    else tokens.clear({ expired: true });
    return fresh;
  };
  return { tokens, tokenAfterRefusal: refreshCoordinator(tokens, refresh, locks) };
}

function remembered() {
  const persistent = new MemoryStorage();
  createTokenStore({ persistent, perSession: new MemoryStorage() }).save({ token: 'access-0', refresh: 'refresh-0' }, true);
  return persistent;
}

describe('refresh shared among tabs', () => {
  it('refreshes once under the lock; the other tab takes the new tokens from storage', async () => {
    const persistent = remembered();
    const server = new StrictServer();
    const locks = new FakeLocks();
    const [a, b] = [openTab(persistent, server, locks), openTab(persistent, server, locks)];
    const tokens = await Promise.all([a.tokenAfterRefusal('access-0'), b.tokenAfterRefusal('access-0'), a.tokenAfterRefusal('access-0')]);
    expect(tokens).toEqual(['access-1', 'access-1', 'access-1']);
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(server.revoked).toBe(false);
    expect(b.tokens.get()).toEqual({ token: 'access-1', refresh: 'refresh-1' });
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]); // one request per tab, not per call
    // The next expiry is shared the same way.
    expect(await Promise.all([b.tokenAfterRefusal('access-1'), a.tokenAfterRefusal('access-1')])).toEqual(['access-2', 'access-2']);
    expect(server.refreshes).toEqual(['refresh-0', 'refresh-1']);
  });

  it('without a shared lock both tabs spend the token (what the lock prevents; the server grace covers the fallback)', async () => {
    const persistent = remembered();
    const server = new StrictServer();
    const [a, b] = [openTab(persistent, server, undefined), openTab(persistent, server, undefined)];
    await Promise.all([a.tokenAfterRefusal('access-0'), b.tokenAfterRefusal('access-0'), b.tokenAfterRefusal('access-0')]);
    expect(server.refreshes).toEqual(['refresh-0', 'refresh-0']);
    expect(server.revoked).toBe(true);
  });

  it('gives up without refreshing when another tab ended the session meanwhile', async () => {
    const persistent = remembered();
    const server = new StrictServer();
    server.revoked = true;
    const locks = new FakeLocks();
    const [a, b] = [openTab(persistent, server, locks), openTab(persistent, server, locks)];
    expect(await Promise.all([a.tokenAfterRefusal('access-0'), b.tokenAfterRefusal('access-0')])).toEqual([undefined, undefined]);
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(b.tokens.get()).toBeUndefined();
  });
});
