import { describe, expect, it } from 'vitest';
import { formatUptime, pollInterval, restartOffer, type SipServiceStatus, stateColor } from './sip-service-view';

const translate = (key: string, options?: Record<string, unknown>) => `${options?.count}${key.split('.').pop()![0]}`;
const status = (over: Partial<SipServiceStatus>): SipServiceStatus => ({
  state: 'running', reported_at: null, started_at: null, uptime_seconds: 10, pid: 1, version: null, config_version: null,
  settings_applied: true, error: null, restart: null, last_restart: null, can_restart: true, ...over,
});

describe('the SIP service card', () => {
  it('says the uptime with its two largest units', () => {
    expect(formatUptime(0, translate)).toBe('0s');
    expect(formatUptime(59, translate)).toBe('59s');
    expect(formatUptime(125, translate)).toBe('2m 5s');
    expect(formatUptime(3 * 3600 + 60 + 5, translate)).toBe('3h 1m');
    expect(formatUptime(2 * 86400 + 7200 + 61, translate)).toBe('2d 2h');
    expect(formatUptime(86400 + 30, translate)).toBe('1d');
  });

  it('offers Restart only to those who may, while the supervisor can take it, and not twice', () => {
    expect(restartOffer(status({}))).toBe('offered');
    expect(restartOffer(status({ state: 'stopped' }))).toBe('offered');
    expect(restartOffer(status({ can_restart: false }))).toBe('hidden');
    expect(restartOffer(status({ state: 'unreachable' }))).toBe('hidden');
    expect(restartOffer(status({ state: 'not_configured' }))).toBe('hidden');
    expect(restartOffer(status({ restart: { requested_at: '2026-01-01T00:00:00Z', picked_at: null } }))).toBe('under_way');
    expect(restartOffer(status({ state: 'restarting' }))).toBe('under_way');
    expect(restartOffer(status({ state: 'restarting', can_restart: false }))).toBe('hidden');
  });

  it('asks faster while a restart is under way', () => {
    expect(pollInterval(undefined)).toBe(5000);
    expect(pollInterval(status({}))).toBe(5000);
    expect(pollInterval(status({ state: 'restarting' }))).toBe(1000);
  });

  it('colours the states', () => {
    expect(['running', 'stopped', 'restarting', 'unreachable', 'not_configured'].map((state) => stateColor(state as never))).toEqual(['success', 'error', 'warning', 'warning', 'default']);
  });
});
