import type { systemInfo as en } from './system-info.en';

/** Страница «О системе» (ru). */
export const systemInfo: typeof en = {
  title: 'О системе',
  loading: 'Загрузка…',
  server: { title: 'Сервер', version: 'Версия', domain: 'Домен' },
  sip: {
    title: 'SIP-сервер',
    status: 'Состояние',
    states: { running: 'Работает', stopped: 'Остановлен', restarting: 'Перезапускается', not_configured: 'Не настроен', unreachable: 'Не отвечает' },
    hints: {
      not_configured: 'Телефония на этом сервере не настроена (нет секрета SIP-прокси).',
      unreachable: 'SIP-сервер давно не сообщал о себе: проверьте, что его супервизор (npm run sip) запущен.',
    },
    uptime: 'Время работы',
    started_at: 'Запущен',
    version: 'Версия',
    reported_at: 'Последний отчёт',
    settings_not_applied: 'Настройки SIP изменились после запуска сервера: перезапустите его, чтобы применить их.',
    restart: 'Перезапустить',
    restart_under_way: 'Идёт перезапуск…',
    confirm_title: 'Перезапустить SIP-сервер?',
    confirm_content: 'Текущие звонки прервутся, телефоны зарегистрируются заново. Вы получите уведомление, когда перезапуск завершится.',
    restart_queued: 'Перезапуск запрошен; вы получите уведомление, когда он завершится.',
    last_restart: 'Последний перезапуск',
    last_restart_ok: '%{at}: завершён',
    last_restart_error: '%{at}: завершён с ошибкой (%{error})',
    load_error: 'Не удалось получить состояние SIP-сервера: %{error}',
  },
  units: { days: '%{count} дн.', hours: '%{count} ч', minutes: '%{count} мин', seconds: '%{count} с' },
};
