import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH_COST, hashCost, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('use N=2^14 unless PASSWORD_HASH_COST names a cost from 10 to 20', () => {
    expect(DEFAULT_HASH_COST).toBe(14);
    expect(hashCost({})).toBe(14);
    expect(hashCost({ PASSWORD_HASH_COST: '10' })).toBe(10);
    for (const wrong of ['9', '21', 'x', '12.5', '']) expect(hashCost({ PASSWORD_HASH_COST: wrong })).toBe(14);
  });

  it('say their cost and verify at it, whatever the current setting', async () => {
    const strong = await hashPassword('correct horse', 14);
    const weak = await hashPassword('correct horse', 10);
    expect(strong).toMatch(/^scrypt\$[^$]+\$[^$]+$/);
    expect(weak).toMatch(/^scrypt:10\$/);
    for (const stored of [strong, weak]) {
      expect(await verifyPassword('correct horse', stored)).toBe(true);
      expect(await verifyPassword('wrong horse', stored)).toBe(false);
    }
  });

  it('refuse what is not one of their hashes: none, another scheme, a cost out of range, a cut hash', async () => {
    const weak = await hashPassword('pw', 10);
    const [, salt, hash] = weak.split('$');
    for (const stored of [null, undefined, '', 'md5$x$y', `scrypt:30$${salt}$${hash}`, `scrypt:10$${salt}$${hash.slice(0, 8)}`, `scrypt:10$${salt}`]) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });
});
