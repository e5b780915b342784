/** The user's licence state (000 §3.3, §4.2 "disabled for over-limit") as a table of cases. */
import { describe, expect, it } from 'vitest';
import { type FeatureState, UNBOUNDED_PERIOD, USER_FEATURES } from '../../schemas/licence';
import { userLicenseInfo } from '../../schemas/user';
import { licenceSettings } from '../../schemas/settings/license';
import { DAY_MS } from './period';
import { serverLicenceOf } from './server-licence';
import { countedFeatures, userLicenceStateOf } from './user-licence';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ON: FeatureState = { is_enabled: true, restrictor: null };
const off = (restrictor: FeatureState['restrictor']): FeatureState => ({ is_enabled: false, restrictor });

function stateOf(server: object, info: object, used: object = {}) {
  const settings = licenceSettings.parse(server);
  return userLicenceStateOf({ server: serverLicenceOf(settings, NOW), settings, info: userLicenseInfo.parse(info), used, now: NOW });
}

describe('user licence state', () => {
  it('is all on for a default user under the evaluation licence', () => {
    const state = stateOf({}, {});
    expect(Object.keys(state).sort()).toEqual([...USER_FEATURES].sort());
    for (const feature of USER_FEATURES) expect(state[feature]).toEqual(ON);
  });

  it.each([
    ['server off', { features: { sip: { is_enabled: false } } }, {}, {}, off('server')],
    ['server expired', { period: { from: 0, to: NOW - 1 } }, {}, {}, off('period')],
    ['server off beats user off', { features: { sip: { is_enabled: false } } }, { sip: false }, {}, off('server')],
    ['user flag off', {}, { sip: false }, {}, off('user')],
    ['user licence inactive', {}, { isActive: false }, {}, off('user')],
    ['user flag off, quantity left', { features: { sip: { qty: 5 } } }, { sip: false }, { sip: 4 }, off('user')],
    ['user flag off, quantity used up', { features: { sip: { qty: 5 } } }, { sip: false }, { sip: 5 }, off('qty_limit')],
    ['user flag off, over the quantity', { features: { sip: { qty: 5 } } }, { sip: false }, { sip: 9 }, off('qty_limit')],
    ['user flag off, unlimited quantity', { features: { sip: { qty: null } } }, { sip: false }, { sip: 1000 }, off('user')],
    ['user flag on, quantity used up: still on', { features: { sip: { qty: 1 } } }, {}, { sip: 3 }, ON],
    ['user period over', {}, { restrictPeriod: { from: 0, to: NOW - 1 } }, {}, off('period')],
    ['user period not started', {}, { restrictPeriod: { from: NOW + DAY_MS, to: UNBOUNDED_PERIOD.to } }, {}, off('period')],
    ['user period last instant', {}, { restrictPeriod: { from: 0, to: NOW } }, {}, ON],
    ['user flag off beats user period', {}, { sip: false, restrictPeriod: { from: 0, to: NOW - 1 } }, {}, off('user')],
  ])('sip: %s', (_case, server, info, used, expected) => {
    expect(stateOf(server, info, used).sip).toEqual(expected);
  });

  it('maps each feature to its own flags (mobile app over-limit, face id off)', () => {
    const state = stateOf({ features: { mobile_app: { qty: 2 } } }, { mobileApp: false, faceId: false }, { mobile_app: 2 });
    expect(state.mobile_app).toEqual(off('qty_limit'));
    expect(state.face_id).toEqual(off('user'));
    expect(state.sip).toEqual(ON);
  });

  it('identifier needs no server licence, only an active user licence in its period', () => {
    const allOff = { features: Object.fromEntries(['sip', 'mobile_app', 'ukey2', 'elevator', 'amenity', 'license_plate', 'face_id'].map((f) => [f, { is_enabled: false }])) };
    expect(stateOf(allOff, {}).identifier).toEqual(ON);
    expect(stateOf(allOff, {}).elevator).toEqual(off('server'));
    expect(stateOf({}, { isActive: false }).identifier).toEqual(off('user'));
    expect(stateOf({}, { restrictPeriod: { from: 0, to: NOW - 1 } }).identifier).toEqual(off('period'));
  });

  it('counts holders only where the answer depends on it', () => {
    const settings = licenceSettings.parse({ features: { sip: { qty: 3 }, ukey2: { qty: 1 } } });
    expect(countedFeatures(settings, userLicenseInfo.parse({ sip: false, ukey2: true, elevator: false }))).toEqual(['sip']);
    expect(countedFeatures(settings, userLicenseInfo.parse({}))).toEqual([]);
  });
});
