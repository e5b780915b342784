/** The Web metrics page (custom/web-metrics); in en, ru and uk. */
import { pageStrings } from '../page-strings';

export const webMetricsStrings = pageStrings('web_metrics', {
  en: {
    title: 'Web metrics',
    hint: 'The last hour of this server process, a point every 10 seconds. Prometheus reads the full set at /api/v0/metrics.',
    load_error: 'The metrics could not be read: %{error}',
    series: {
      requests: 'Requests',
      errors: 'Errors',
      latency_p95: 'Response time (95th percentile)',
      db_query: 'Database query time (mean)',
      live_connections: 'Live connections',
      devices_online: 'Devices online',
      task_queue: 'Device task queue',
      memory: 'Memory',
      event_loop_lag: 'Event loop lag (99th percentile)',
    },
    units: { per_second: '%{value}/s', ms: '%{value} ms', count: '%{value}', mb: '%{value} MB' },
  },
  ru: {
    title: 'Веб-метрики',
    hint: 'Последний час этого процесса сервера, точка каждые 10 секунд. Полный набор Prometheus читает по адресу /api/v0/metrics.',
    load_error: 'Не удалось получить метрики: %{error}',
    series: {
      requests: 'Запросы',
      errors: 'Ошибки',
      latency_p95: 'Время ответа (95-й процентиль)',
      db_query: 'Время запроса к базе данных (среднее)',
      live_connections: 'Живые подключения',
      devices_online: 'Устройства в сети',
      task_queue: 'Очередь задач устройств',
      memory: 'Память',
      event_loop_lag: 'Задержка цикла событий (99-й процентиль)',
    },
    units: { per_second: '%{value}/с', ms: '%{value} мс', count: '%{value}', mb: '%{value} МБ' },
  },
  uk: {
    title: 'Веб-метрики',
    hint: 'Остання година цього процесу сервера, точка кожні 10 секунд. Повний набір Prometheus читає за адресою /api/v0/metrics.',
    load_error: 'Не вдалося отримати метрики: %{error}',
    series: {
      requests: 'Запити',
      errors: 'Помилки',
      latency_p95: 'Час відповіді (95-й процентиль)',
      db_query: 'Час запиту до бази даних (середній)',
      live_connections: 'Живі підключення',
      devices_online: 'Пристрої в мережі',
      task_queue: 'Черга завдань пристроїв',
      memory: "Пам'ять",
      event_loop_lag: 'Затримка циклу подій (99-й процентиль)',
    },
    units: { per_second: '%{value}/с', ms: '%{value} мс', count: '%{value}', mb: '%{value} МБ' },
  },
});
