/**
 * The device broker on System info (001 §7 "Status and restart of SIP and broker services"), beside the SIP
 * service's card: embedded or external, version, uptime, devices connected and online, and Restart (after a
 * confirmation) for those who may, when the broker is this server's own (GET /system/broker). The card's shell
 * is the services' own (service-card.tsx).
 */
import { Alert, Chip } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import type { BrokerStatus } from '../../schemas/system-answers';
import { formatUptime } from './sip-service-view';
import { InfoRow } from './info-row';
import { ServiceCard } from './service-card';

const POLL_MS = 5_000;

export function BrokerServiceCard() {
  const http = useHttp();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dates = useDateTimeSettings();
  const [status, setStatus] = useState<BrokerStatus>();
  const [error, setError] = useState<string>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`system_info.broker.${key}`, options);

  const load = useCallback(
    () => http<{ data: BrokerStatus }>('GET', '/system/broker').then((answer) => (setStatus(answer.data), setError(undefined)), (failure: Error) => setError(failure.message)),
    [http],
  );
  useEffect(() => {
    void load();
    const timer = setInterval(load, POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const restart = async () => {
    setStatus((await http<{ data: BrokerStatus }>('POST', '/system/broker/restart')).data);
    notify('system_info.broker.restarted', { type: 'info' });
  };

  return (
    <ServiceCard service="broker" loaded={Boolean(status)} error={error} offer={status?.can_restart ? 'offered' : 'hidden'} restart={restart}>
      {status && (
        <>
          <InfoRow label={t('status')}>
            <Chip size="small" color={status.state === 'running' ? 'success' : 'default'} label={t(`states.${status.state}`)} data-testid="broker-service-state" />
          </InfoRow>
          {status.state === 'not_configured' && <Alert severity="info">{t('hint_not_configured')}</Alert>}
          {status.mode && <InfoRow label={t('mode')}>{t(`modes.${status.mode}`)}</InfoRow>}
          {status.version && <InfoRow label={t('version')}>{status.version}</InfoRow>}
          {status.uptime_seconds !== null && <InfoRow label={t('uptime')}>{formatUptime(status.uptime_seconds, translate)}</InfoRow>}
          {status.started_at && <InfoRow label={t('started_at')}>{formatDateTime(status.started_at, dates)}</InfoRow>}
          {status.connected_devices !== null && <InfoRow label={t('connected')}>{new Intl.NumberFormat(locale).format(status.connected_devices)}</InfoRow>}
          <InfoRow label={t('online')}>
            <span data-testid="broker-devices-online">{new Intl.NumberFormat(locale).format(status.devices_online)}</span>
          </InfoRow>
          {status.mode === 'external' && <Alert severity="info">{t('hint_external')}</Alert>}
        </>
      )}
    </ServiceCard>
  );
}
