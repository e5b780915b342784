import { describe, expect, it } from 'vitest';
import { freeOf, licenceUsage } from './licence-usage';

describe('licenceUsage', () => {
  it('lists the enabled per-user features with their holders and quantity, in the licence order', () => {
    const section = {
      features: { sip: { is_enabled: true, qty: 10 }, mobile_app: { is_enabled: true, qty: null }, elevator: { is_enabled: false, qty: 5 }, kone: { is_enabled: true, qty: null } },
      used: { mobile_app: 4, sip: 3, elevator: 1 },
    };
    expect(licenceUsage(section)).toEqual([{ feature: 'sip', used: 3, limit: 10 }, { feature: 'mobile_app', used: 4, limit: null }]);
  });

  it('leaves nothing free of a quantity used up or overrun, and no figure for no limit', () => {
    expect(freeOf({ feature: 'sip', used: 12, limit: 10 })).toBe(0);
    expect(freeOf({ feature: 'sip', used: 3, limit: 10 })).toBe(7);
    expect(freeOf({ feature: 'sip', used: 3, limit: null })).toBeNull();
  });
});
