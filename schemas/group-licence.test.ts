import { describe, expect, it } from 'vitest';
import { groupLicenseInfo, licenceTypeOf, suggestedQuantity } from './group-licence';

describe('group licence', () => {
  it('derives the licence type from the SIP and app flags (000 §3.1)', () => {
    expect(licenceTypeOf({ sip: false, mobileApp: false })).toBe('basic');
    expect(licenceTypeOf({ sip: false, mobileApp: true })).toBe('basic_paid');
    expect(licenceTypeOf({ sip: true, mobileApp: true })).toBe('plus');
    expect(licenceTypeOf({ sip: true, mobileApp: false })).toBe('unknown');
  });

  it('suggests the next whole number of packages', () => {
    expect(suggestedQuantity(25, 10)).toBe(30);
    expect(suggestedQuantity(30, 10)).toBe(30);
    expect(suggestedQuantity(3, 10)).toBe(10);
  });

  it('defaults notices to 14 days before the end and refuses a package type twice', () => {
    expect(groupLicenseInfo.parse({}).notifications).toEqual({ isActive: false, mode: 'once', notifyBefore: 14 });
    expect(groupLicenseInfo.safeParse({ packages: [{ type: 'plus', qty: 1 }, { type: 'plus', qty: 2 }] }).success).toBe(false);
    expect(groupLicenseInfo.safeParse({ packages: [{ type: 'plus', qty: 0 }] }).success).toBe(false);
  });
});
