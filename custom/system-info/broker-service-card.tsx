/**
 * The device broker on System info (001 §7 "Status and restart of SIP and broker services"), beside the SIP
 * service's card: embedded or external, version, uptime, devices connected and online, and Restart (after a
 * confirmation) for those who may, when the broker is this server's own (GET /system/broker).
 */
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import type { BrokerStatus } from '../../schemas/system-answers';
import { formatUptime } from './sip-service-view';
import { InfoRow } from './info-row';

const POLL_MS = 5_000;

export function BrokerServiceCard() {
  const http = useHttp();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dates = useDateTimeSettings();
  const [status, setStatus] = useState<BrokerStatus>();
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
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
    setConfirming(false);
    setSending(true);
    try {
      setStatus((await http<{ data: BrokerStatus }>('POST', '/system/broker/restart')).data);
      notify('system_info.broker.restarted', { type: 'info' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="broker-service-title">
      <CardContent>
        <Typography id="broker-service-title" variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        {error && <Alert severity="error">{t('load_error', { error })}</Alert>}
        {!status && !error && <CircularProgress size={24} aria-label={translate('system_info.loading')} />}
        {status && (
          <Box sx={{ display: 'grid', gap: 1 }}>
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
          </Box>
        )}
      </CardContent>
      {status?.can_restart && (
        <CardActions>
          <Button variant="outlined" color="warning" disabled={sending} onClick={() => setConfirming(true)}>
            {t('restart')}
          </Button>
        </CardActions>
      )}
      <Confirm
        isOpen={confirming}
        title="system_info.broker.confirm_title"
        content="system_info.broker.confirm_content"
        confirm="system_info.broker.restart"
        confirmColor="warning"
        onConfirm={restart}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
