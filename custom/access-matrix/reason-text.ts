/** A cell's reason in the user's words, naming the rule and schedule (their id until the name arrives). */
import type { MatrixCell } from './matrix-api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function reasonText(cell: MatrixCell, names: { rules: Map<number, string>; schedules: Map<number, string> }, translate: Translate): string {
  const { code, rule_id, schedule_id } = cell.reason;
  const rule = rule_id === undefined ? '' : names.rules.get(rule_id) ?? `#${rule_id}`;
  const schedule = schedule_id === undefined ? '' : names.schedules.get(schedule_id) ?? `#${schedule_id}`;
  const reason = translate(`access_matrix.reason.${code}`, { rule, schedule, _: code });
  // An allowing rule is active through one of its schedules: say which, as a denial outside them does.
  return code === 'allowed_by_rule' && schedule_id !== undefined ? translate('access_matrix.reason.with_schedule', { reason, schedule }) : reason;
}
