import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, dayStart, reportQuery } from './report-query';

describe('licence report query', () => {
  it('sends lists as ids and leaves empty filters out', () => {
    expect(reportQuery('used', { ...EMPTY_FILTERS, domains: [3, 5], domain_types: [3] }, 'UTC')).toEqual({
      domains: '3,5', domain_types: '3', domain_admins: undefined, matching: 'match_all', date_from: undefined, date_to: undefined,
    });
  });

  it('reads a day in the user zone; the used range ends with its last day', () => {
    expect(dayStart('2026-11-26', 'Europe/Kyiv')).toBe(Date.parse('2026-11-25T22:00:00Z'));
    const query = reportQuery('used', { ...EMPTY_FILTERS, date_from: '2026-11-01', date_to: '2026-11-30' }, 'UTC');
    expect(query.date_from).toBe(Date.parse('2026-11-01T00:00:00Z'));
    expect(query.date_to).toBe(Date.parse('2026-12-01T00:00:00Z') - 1);
  });

  it('sends a condition only with its date, and the statuses as a list', () => {
    const query = reportQuery('period', { ...EMPTY_FILTERS, status: ['ending', 'expired'], date_to: '2026-12-01', date_to_condition: 'equals' }, 'UTC');
    expect(query).toMatchObject({ status: 'ending,expired', date_to: Date.parse('2026-12-01T00:00:00Z'), date_to_condition: 'equals', date_from_condition: undefined });
    expect(query).toMatchObject({ last_notified_at: undefined, last_notified_at_condition: undefined });
  });

  it('sends when the managers were last told as the start of that day, with its condition', () => {
    const query = reportQuery('period', { ...EMPTY_FILTERS, last_notified_at: '2026-12-01', last_notified_at_condition: 'before' }, 'Europe/Kyiv');
    expect(query).toMatchObject({ last_notified_at: Date.parse('2026-11-30T22:00:00Z'), last_notified_at_condition: 'before' });
  });
});
