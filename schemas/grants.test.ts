import { describe, expect, it } from 'vitest';
import { type ScopedFamily, scopedGrant } from './grants';
import { PERMISSIONS } from './permissions';

describe('scoped families in one line', () => {
  it('grants each scope by its own permission of the family', () => {
    expect(scopedGrant('amenities.view')).toEqual({
      all: 'amenities.view.all', descendants: 'amenities.view.descendants', domain: 'amenities.view.domain', own: 'amenities.view.own',
    });
    for (const permission of Object.values(scopedGrant('sip_trunks.edit'))) expect(PERMISSIONS).toContain(permission);
  });

  it('takes only families the spec scopes four ways (the type check refuses the others)', () => {
    // @ts-expect-error devices.view has all and descendants, not domain and own
    const partial: ScopedFamily = 'devices.view';
    // @ts-expect-error not a permission family at all
    const unknown: ScopedFamily = 'amenities.fly';
    expect([partial, unknown]).toHaveLength(2);
  });
});
