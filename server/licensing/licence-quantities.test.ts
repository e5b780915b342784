/** 000 §5 "Virtual numbers cannot be fewer than mobile apps" on the server licence's quantities. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertNumbersCoverMobileApps, numbersFewerThanMobileApps } from './licence-quantities';

const on = (qty: number | null) => ({ is_enabled: true, qty });
const off = (qty: number | null) => ({ is_enabled: false, qty });

describe('virtual numbers against mobile apps', () => {
  it.each([
    ['fewer numbers than apps', on(5), on(9), true],
    ['as many numbers as apps', on(9), on(9), false],
    ['more numbers than apps', on(10), on(9), false],
    ['unlimited numbers', on(null), on(9), false],
    ['limited numbers, unlimited apps', on(5), on(null), true],
    ['both unlimited', on(null), on(null), false],
    ['SIP off', off(0), on(9), false],
    ['mobile app off', on(0), off(9), false],
  ])('%s', (_case, sip, mobile_app, fewer) => {
    expect(numbersFewerThanMobileApps({ sip, mobile_app })).toBe(fewer);
  });

  it('refuses a change that leaves fewer numbers, naming the SIP quantity and both counts', () => {
    const before = { features: { sip: on(null), mobile_app: on(null) } };
    let thrown: unknown;
    try {
      assertNumbersCoverMobileApps(before, { features: { sip: on(3), mobile_app: on(4) } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).key).toBe('numbers_fewer_than_mobile_apps');
    expect(Object.keys((thrown as AppError).fields ?? {})).toEqual(['features.sip.qty']);
    expect((thrown as AppError).details).toEqual({ qty: { target: 4, available: 3 } });
  });

  it('lets a licence stored before the rule take changes that do not touch SIP or the app', () => {
    const stored = { features: { sip: on(3), mobile_app: on(4) } };
    expect(() => assertNumbersCoverMobileApps(stored, { features: { sip: on(3), mobile_app: on(4) } })).not.toThrow();
    expect(() => assertNumbersCoverMobileApps(stored, { features: { sip: on(3), mobile_app: on(5) } })).toThrow(AppError);
  });
});
