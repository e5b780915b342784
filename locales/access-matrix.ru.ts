/** The access matrix page (ru). */
import type { accessMatrix as en } from './access-matrix.en';

export const accessMatrix: typeof en = {
  title: 'Матрица доступа',
  subjects: { users: 'Пользователи', identifiers: 'Идентификаторы' },
  group: 'Группа',
  all_groups: 'Все группы',
  moment: 'Момент',
  now: 'Сейчас',
  at: 'На момент',
  refresh: 'Обновить',
  decided_at: 'Решения на %{at}',
  counts: '%{subjects} × %{devices}',
  truncated: 'Показаны только первые %{subjects} субъектов и %{devices} устройств; выберите группу, чтобы сузить матрицу.',
  empty: 'В этой группе нет субъектов или устройств.',
  loading: 'Загрузка…',
  allowed: 'Разрешено',
  denied: 'Запрещено',
  corner: 'Субъект / устройство',
  reason: {
    allowed_by_rule: 'Разрешено правилом «%{rule}»',
    prohibited_by_rule: 'Запрещено запретом «%{rule}»',
    outside_schedule: 'Запрещено: вне расписания «%{schedule}» правила «%{rule}»',
    no_rule: 'Запрещено: ни одно правило доступа не даёт это устройство',
    identifier_inactive: 'Запрещено: идентификатор неактивен',
    identifier_revoked: 'Запрещено: идентификатор отозван',
    period_expired: 'Запрещено: срок действия идентификатора истёк',
    not_yet_valid: 'Запрещено: идентификатор ещё не действует',
    passes_exhausted: 'Запрещено: проходы идентификатора исчерпаны',
    unlicensed: 'Запрещено: этот тип идентификатора не лицензирован',
    with_schedule: '%{reason}, расписание «%{schedule}»',
  },
};
