import { describe, expect, it } from 'vitest';
import { translate } from '../../locales';
import { ACCESS_DECISION_REASONS as REASON_CODES } from '../../schemas/access-control-event';
import { reasonText } from './reason-text';
import type { MatrixCell } from './matrix-api';

const t = (key: string, options?: Record<string, unknown>) => translate('en', key, options as Record<string, string>);
const names = { rules: new Map([[6, 'Residents']]), schedules: new Map([[3, 'Working hours']]) };
const cell = (reason: MatrixCell['reason']) => ({ subject_id: 1, device_id: 2, allowed: reason.code === 'allowed_by_rule', reason });

describe('reasonText', () => {
  it('names the rule and the schedule that decided', () => {
    expect(reasonText(cell({ code: 'allowed_by_rule', rule_id: 6, schedule_id: 3 }), names, t)).toBe('Allowed by rule “Residents”, schedule “Working hours”');
    expect(reasonText(cell({ code: 'allowed_by_rule', rule_id: 6 }), names, t)).toBe('Allowed by rule “Residents”');
    expect(reasonText(cell({ code: 'outside_schedule', rule_id: 6, schedule_id: 3 }), names, t)).toBe('Denied: outside schedule “Working hours” of rule “Residents”');
    expect(reasonText(cell({ code: 'prohibited_by_rule', rule_id: 6 }), names, t)).toBe('Denied by prohibition “Residents”');
  });

  it('names a rule by its id until its name is known', () => {
    expect(reasonText(cell({ code: 'prohibited_by_rule', rule_id: 8 }), names, t)).toBe('Denied by prohibition “#8”');
  });

  it('has a text for every reason code the server gives, in every language', () => {
    for (const locale of ['en', 'ru', 'uk'] as const) {
      for (const code of REASON_CODES) {
        const text = reasonText(cell({ code, rule_id: 6, schedule_id: 3 }), names, (key, options) => translate(locale, key, options as Record<string, string>));
        expect(text, `${locale} ${code}`).not.toMatch(/access_matrix|%\{/);
      }
    }
  });
});
