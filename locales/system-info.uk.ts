import type { systemInfo as en } from './system-info.en';

/** Сторінка «Про систему» (uk). */
export const systemInfo: typeof en = {
  title: 'Про систему',
  loading: 'Завантаження…',
  server: { title: 'Сервер', version: 'Версія', domain: 'Домен' },
  sip: {
    title: 'SIP-сервер',
    status: 'Стан',
    states: { running: 'Працює', stopped: 'Зупинено', restarting: 'Перезапускається', not_configured: 'Не налаштовано', unreachable: 'Не відповідає' },
    hints: {
      not_configured: 'Телефонію на цьому сервері не налаштовано (немає секрету SIP-проксі).',
      unreachable: 'SIP-сервер давно не звітував: перевірте, що його супервізор (npm run sip) запущено.',
    },
    uptime: 'Час роботи',
    started_at: 'Запущено',
    version: 'Версія',
    reported_at: 'Останній звіт',
    settings_not_applied: 'Налаштування SIP змінилися після запуску сервера: перезапустіть його, щоб застосувати їх.',
    restart: 'Перезапустити',
    restart_under_way: 'Триває перезапуск…',
    confirm_title: 'Перезапустити SIP-сервер?',
    confirm_content: 'Поточні дзвінки буде перервано, телефони зареєструються знову. Ви отримаєте сповіщення, коли перезапуск завершиться.',
    restart_queued: 'Перезапуск запитано; ви отримаєте сповіщення, коли він завершиться.',
    last_restart: 'Останній перезапуск',
    last_restart_ok: '%{at}: завершено',
    last_restart_error: '%{at}: завершено з помилкою (%{error})',
    load_error: 'Не вдалося отримати стан SIP-сервера: %{error}',
  },
  units: { days: '%{count} дн.', hours: '%{count} год', minutes: '%{count} хв', seconds: '%{count} с' },
};
