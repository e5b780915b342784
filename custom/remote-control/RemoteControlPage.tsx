/**
 * /devices/remote-control?payload=…: the page a remote session runs in. A placeholder until the vendor
 * session call exists (001 §7 "Remote control: PUT session create", 60 s): it names the device the session
 * starts with, or says the link is damaged.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { decodeRemoteControl } from './remote-control-payload';

export default function RemoteControlPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const target = decodeRemoteControl(params.get('payload'));
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('devices.remote_control.title')}
      </Typography>
      {target ? (
        <Alert severity="info">{translate('devices.remote_control.starting', { serial: target.serial_number })}</Alert>
      ) : (
        <Alert severity="error">{translate('devices.remote_control.bad_payload')}</Alert>
      )}
    </Box>
  );
}
