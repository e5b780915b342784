/** The server licence and its warning (000 §4.1) as a table of cases, boundaries included. */
import { describe, expect, it } from 'vitest';
import { SERVER_FEATURES, UNBOUNDED_PERIOD } from '../../schemas/licence';
import { licenceSettings } from '../../schemas/settings/license';
import { DAY_MS } from './period';
import { licenceWarning, serverLicenceOf } from './server-licence';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const allOff = Object.fromEntries(SERVER_FEATURES.map((feature) => [feature, { is_enabled: false }]));
const endingAt = (to: number) => licenceSettings.parse({ period: { from: 0, to } });

describe('licence settings', () => {
  it('with nothing stored, licence everything, unlimited and unbounded (evaluation)', () => {
    const settings = licenceSettings.parse({});
    expect(settings.period).toEqual(UNBOUNDED_PERIOD);
    for (const feature of SERVER_FEATURES) expect(settings.features[feature]).toEqual({ is_enabled: true, qty: null });
    const licence = serverLicenceOf(settings, NOW);
    expect(Object.values(licence.features).every((state) => state.is_enabled && state.restrictor === null)).toBe(true);
    expect(licence.warning).toEqual({ status: 'normal', days: null });
  });

  it('refuse a period ending before it starts, unknown features and negative quantities', () => {
    expect(licenceSettings.safeParse({ period: { from: NOW, to: NOW - 1 } }).success).toBe(false);
    expect(licenceSettings.safeParse({ period: { from: NOW, to: UNBOUNDED_PERIOD.to } }).success).toBe(true);
    expect(licenceSettings.safeParse({ features: { teleport: { is_enabled: true } } }).success).toBe(false);
    expect(licenceSettings.safeParse({ features: { sip: { qty: -1 } } }).success).toBe(false);
  });
});

describe('server licence features', () => {
  it.each([
    ['on, inside the period', { sip: { is_enabled: true } }, { from: NOW - DAY_MS, to: NOW + DAY_MS }, { is_enabled: true, restrictor: null }],
    ['off', { sip: { is_enabled: false } }, { from: 0, to: UNBOUNDED_PERIOD.to }, { is_enabled: false, restrictor: 'server' }],
    ['off and expired: the server says off first', { sip: { is_enabled: false } }, { from: 0, to: NOW - 1 }, { is_enabled: false, restrictor: 'server' }],
    ['on, expired', { sip: { is_enabled: true } }, { from: 0, to: NOW - 1 }, { is_enabled: false, restrictor: 'period' }],
    ['on, not started yet', { sip: { is_enabled: true } }, { from: NOW + 1, to: NOW + DAY_MS }, { is_enabled: false, restrictor: 'period' }],
    ['on, at the last instant', { sip: { is_enabled: true } }, { from: 0, to: NOW }, { is_enabled: true, restrictor: null }],
    ['on, at the first instant', { sip: { is_enabled: true } }, { from: NOW, to: UNBOUNDED_PERIOD.to }, { is_enabled: true, restrictor: null }],
  ])('%s', (_case, features, period, expected) => {
    expect(serverLicenceOf(licenceSettings.parse({ features, period }), NOW).features.sip).toEqual(expected);
  });
});

describe('licence warning', () => {
  it.each([
    ['unbounded', endingAt(UNBOUNDED_PERIOD.to), { status: 'normal', days: null }],
    ['15 days left', endingAt(NOW + 15 * DAY_MS), { status: 'normal', days: null }],
    ['14 days and 1 ms left', endingAt(NOW + 14 * DAY_MS + 1), { status: 'normal', days: null }],
    ['exactly 14 days left', endingAt(NOW + 14 * DAY_MS), { status: 'will_expire', days: 14 }],
    ['10 days left', endingAt(NOW + 10 * DAY_MS), { status: 'will_expire', days: 10 }],
    ['1 ms left', endingAt(NOW + 1), { status: 'will_expire', days: 1 }],
    ['ends now', endingAt(NOW), { status: 'will_expire', days: 0 }],
    ['ended 1 ms ago', endingAt(NOW - 1), { status: 'already_expired', days: 0 }],
    ['ended 3 days ago', endingAt(NOW - 3 * DAY_MS), { status: 'already_expired', days: 3 }],
    ['nothing licensed', licenceSettings.parse({ features: allOff }), { status: 'no_license', days: null }],
    ['nothing licensed and expired', licenceSettings.parse({ features: allOff, period: { from: 0, to: NOW - DAY_MS } }), { status: 'no_license', days: null }],
    ['notify 30 days before, 20 left', licenceSettings.parse({ notify_before_days: 30, period: { from: 0, to: NOW + 20 * DAY_MS } }), { status: 'will_expire', days: 20 }],
  ])('%s', (_case, settings, expected) => {
    expect(licenceWarning(settings, NOW)).toEqual(expected);
  });
});
