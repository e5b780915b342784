/** The access matrix page (uk). */
import type { accessMatrix as en } from './access-matrix.en';

export const accessMatrix: typeof en = {
  title: 'Матриця доступу',
  subjects: { users: 'Користувачі', identifiers: 'Ідентифікатори' },
  group: 'Група',
  all_groups: 'Усі групи',
  moment: 'Момент',
  now: 'Зараз',
  at: 'На момент',
  refresh: 'Оновити',
  decided_at: 'Рішення на %{at}',
  counts: '%{subjects} × %{devices}',
  truncated: 'Показано лише перші %{subjects} суб’єктів і %{devices} пристроїв; оберіть групу, щоб звузити матрицю.',
  empty: 'У цій групі немає суб’єктів або пристроїв.',
  loading: 'Завантаження…',
  allowed: 'Дозволено',
  denied: 'Заборонено',
  corner: 'Суб’єкт / пристрій',
  reason: {
    allowed_by_rule: 'Дозволено правилом «%{rule}»',
    prohibited_by_rule: 'Заборонено забороною «%{rule}»',
    outside_schedule: 'Заборонено: поза розкладом «%{schedule}» правила «%{rule}»',
    no_rule: 'Заборонено: жодне правило доступу не надає цей пристрій',
    identifier_inactive: 'Заборонено: ідентифікатор неактивний',
    identifier_revoked: 'Заборонено: ідентифікатор відкликано',
    period_expired: 'Заборонено: строк дії ідентифікатора минув',
    not_yet_valid: 'Заборонено: ідентифікатор ще не діє',
    passes_exhausted: 'Заборонено: проходи ідентифікатора вичерпано',
    unlicensed: 'Заборонено: цей тип ідентифікатора не ліцензовано',
    with_schedule: '%{reason}, розклад «%{schedule}»',
  },
};
