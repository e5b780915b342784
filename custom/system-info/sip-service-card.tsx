/**
 * The SIP service on System info (001 §7 "Status and restart of SIP and broker services"): its state, uptime
 * and version, a warning when its settings changed since it started, the last restart's outcome, and Restart
 * (after a confirmation) for those who may, while the supervisor can take it. The card's shell is the services'
 * own (service-card.tsx).
 */
import { Alert, Chip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { formatUptime, restartOffer, type SipServiceStatus, stateColor } from './sip-service-view';
import { useSipService } from './use-sip-service';
import { InfoRow } from './info-row';
import { ServiceCard } from './service-card';

export function SipServiceCard() {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  // Dates as everywhere else: the user's language, profile time format and zone.
  const dates = useDateTimeSettings();
  const { status, error, refresh, setStatus } = useSipService();
  const t = (key: string, options?: Record<string, unknown>) => translate(`system_info.sip.${key}`, options);

  const restart = async () => {
    const answer = await http<{ data: SipServiceStatus }>('POST', '/system/sip/restart');
    setStatus(answer.data);
    notify('system_info.sip.restart_queued', { type: 'info' });
  };

  return (
    <ServiceCard service="sip" loaded={Boolean(status)} error={error} offer={status ? restartOffer(status) : 'hidden'} restart={restart} onRestartFailed={refresh}>
      {status && (
        <>
          <InfoRow label={t('status')}>
            <Chip size="small" color={stateColor(status.state)} label={t(`states.${status.state}`)} data-testid="sip-service-state" />
          </InfoRow>
          {(status.state === 'not_configured' || status.state === 'unreachable') && <Alert severity="info">{t(`hints.${status.state}`)}</Alert>}
          {status.uptime_seconds !== null && <InfoRow label={t('uptime')}>{formatUptime(status.uptime_seconds, translate)}</InfoRow>}
          {status.started_at && <InfoRow label={t('started_at')}>{formatDateTime(status.started_at, dates)}</InfoRow>}
          {status.version && <InfoRow label={t('version')}>{status.version}</InfoRow>}
          {status.reported_at && <InfoRow label={t('reported_at')}>{formatDateTime(status.reported_at, dates)}</InfoRow>}
          {status.error && <Alert severity="error">{status.error}</Alert>}
          {status.settings_applied === false && <Alert severity="warning">{t('settings_not_applied')}</Alert>}
          {status.last_restart && (
            <InfoRow label={t('last_restart')}>
              {status.last_restart.error === null
                ? t('last_restart_ok', { at: formatDateTime(status.last_restart.finished_at, dates) })
                : t('last_restart_error', { at: formatDateTime(status.last_restart.finished_at, dates), error: status.last_restart.error })}
            </InfoRow>
          )}
        </>
      )}
    </ServiceCard>
  );
}
