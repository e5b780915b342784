/**
 * The shell of a service's card on System info (001 §7 "Status and restart of SIP and broker services"): its
 * title, the loading and load-error states, the service's own rows once its status is read, and Restart after
 * a confirmation (or a restart under way). The SIP and broker cards give only their rows and their restart
 * call; their strings live under `system_info.<service>`.
 */
import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';

/** Restart offered, under way (shown, not offered), or not shown. */
export type RestartOffer = 'offered' | 'under_way' | 'hidden';

interface Props {
  service: 'sip' | 'broker';
  /** The status is read: `children` are shown. */
  loaded: boolean;
  error?: string;
  offer: RestartOffer;
  /** Asks for the restart and says how it went; a failure is told by the shell. */
  restart: () => Promise<void>;
  /** After a failed restart (the status may have moved). */
  onRestartFailed?: () => void;
  children: ReactNode;
}

export function ServiceCard({ service, loaded, error, offer, restart, onRestartFailed, children }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const key = (name: string) => `system_info.${service}.${name}`;
  const titleId = `${service}-service-title`;

  const confirmed = async () => {
    setConfirming(false);
    setSending(true);
    try {
      await restart();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
      onRestartFailed?.();
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {translate(key('title'))}
        </Typography>
        {error && <Alert severity="error">{translate(key('load_error'), { error })}</Alert>}
        {!loaded && !error && <CircularProgress size={24} aria-label={translate('system_info.loading')} />}
        {loaded && <Box sx={{ display: 'grid', gap: 1 }}>{children}</Box>}
      </CardContent>
      {offer !== 'hidden' && (
        <CardActions>
          {offer === 'offered' ? (
            <Button variant="outlined" color="warning" disabled={sending} onClick={() => setConfirming(true)}>
              {translate(key('restart'))}
            </Button>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }} role="status">
              <CircularProgress size={16} />
              <Typography variant="body2">{translate(key('restart_under_way'))}</Typography>
            </Box>
          )}
        </CardActions>
      )}
      <Confirm
        isOpen={confirming}
        title={key('confirm_title')}
        content={key('confirm_content')}
        confirm={key('restart')}
        confirmColor="warning"
        onConfirm={confirmed}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
