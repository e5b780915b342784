/** The scheduled jobs card of System info (custom/system-info/scheduled-jobs-card.tsx); in en, ru and uk. */
import { pageStrings } from '../page-strings';

export const scheduledJobsStrings = pageStrings('scheduled_jobs', {
  en: {
    title: 'Scheduled jobs',
    load_error: 'The scheduled jobs could not be read: %{error}',
    every: 'every %{time}',
    columns: { job: 'Job', schedule: 'Schedule', last_run: 'Last run', result: 'Result', duration: 'Took', next_due: 'Next run' },
    jobs: {
      announce_delivery: 'Scheduled announcements',
      emergency_alerts_finished: 'Finished emergency alerts',
      licence_notices: 'License-end notices',
      log_retention: 'Log retention',
      backups: 'Scheduled backups',
    },
    results: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed', never: 'Not run yet' },
  },
  ru: {
    title: 'Задания по расписанию',
    load_error: 'Не удалось получить задания по расписанию: %{error}',
    every: 'каждые %{time}',
    columns: { job: 'Задание', schedule: 'Расписание', last_run: 'Последний запуск', result: 'Результат', duration: 'Длительность', next_due: 'Следующий запуск' },
    jobs: {
      announce_delivery: 'Запланированные объявления',
      emergency_alerts_finished: 'Завершённые экстренные оповещения',
      licence_notices: 'Уведомления об окончании лицензий',
      log_retention: 'Хранение журналов',
      backups: 'Резервные копии по расписанию',
    },
    results: { running: 'Выполняется', succeeded: 'Успешно', failed: 'Ошибка', never: 'Ещё не запускалось' },
  },
  uk: {
    title: 'Завдання за розкладом',
    load_error: 'Не вдалося отримати завдання за розкладом: %{error}',
    every: 'кожні %{time}',
    columns: { job: 'Завдання', schedule: 'Розклад', last_run: 'Останній запуск', result: 'Результат', duration: 'Тривалість', next_due: 'Наступний запуск' },
    jobs: {
      announce_delivery: 'Заплановані оголошення',
      emergency_alerts_finished: 'Завершені екстрені сповіщення',
      licence_notices: 'Сповіщення про закінчення ліцензій',
      log_retention: 'Зберігання журналів',
      backups: 'Резервні копії за розкладом',
    },
    results: { running: 'Виконується', succeeded: 'Успішно', failed: 'Помилка', never: 'Ще не запускалося' },
  },
});
