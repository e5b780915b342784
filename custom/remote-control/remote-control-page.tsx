/**
 * /devices/remote-control?payload=…: opens a remote session with the device the payload names (001 §7
 * "Remote control: PUT session create", 60 s) and, once the server has it, replaces this tab with the
 * device's own web interface, tunnelled by the server (server/devices/remote-control.ts). A damaged link
 * or a refused session says why.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useHttp } from '../../src/providers/http-context';
import { decodeRemoteControl } from './remote-control-payload';

export default function RemoteControlPage() {
  const http = useHttp();
  const translate = useTranslate();
  const [params] = useSearchParams();
  const payload = params.get('payload');
  // One session per link: the decoded target changes only with the link.
  const target = useMemo(() => decodeRemoteControl(payload), [payload]);
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (!target) return;
    const body = { serial_number: target.serial_number, login: target.login };
    http<{ data: { url: string } }>('PUT', '/devices/remote-control/sessions', { body, timeoutMs: 60_000 }).then(
      (answer) => window.location.replace(answer.data.url),
      (error: Error) => setRefusal(error.message),
    );
  }, [http, target]);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('remote_control.title')}
      </Typography>
      {!target && <Alert severity="error">{translate('remote_control.bad_payload')}</Alert>}
      {target && !refusal && <Alert severity="info">{translate('remote_control.starting', { serial: target.serial_number })}</Alert>}
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </Box>
  );
}
