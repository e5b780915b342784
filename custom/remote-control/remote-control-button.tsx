/**
 * "Remote control" on a device's page (000 §2.6): an online mqtt device opens /devices/remote-control in a
 * new tab; any other device gets a dialog naming why (offline, or not mqtt) with a Close button. Shown to
 * holders of devices.remote_control only.
 */
import { useState } from 'react';
import { Button, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { InfoDialog } from '../../src/dialogs/info-dialog';
import { encodeRemoteControl, REMOTE_CONTROL_PATH, remoteControlRefusal } from './remote-control-payload';

export default function RemoteControlButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [refusal, setRefusal] = useState<'offline' | 'not_mqtt'>();
  if (!record || !permissions?.includes('devices.remote_control')) return null;

  const open = () => {
    const why = remoteControlRefusal(record as { protocol?: unknown; status?: unknown });
    if (why) return setRefusal(why);
    const payload = encodeRemoteControl({ serial_number: String(record.login), login: String(record.device_login ?? '') });
    // Not 'noopener': the new tab must start with this tab's sign-in (a sign-in without remember-me lives in
    // sessionStorage, which the browser copies only to tabs this one opens); the link back is cut at once.
    const tab = window.open(`${REMOTE_CONTROL_PATH}?payload=${payload}`, '_blank');
    if (tab) tab.opener = null;
  };
  return (
    <>
      <Button label="remote_control.action" onClick={open} />
      <InfoDialog open={refusal !== undefined} onClose={() => setRefusal(undefined)} title={translate('remote_control.title')}>
        {refusal ? translate(`remote_control.${refusal}`) : ''}
      </InfoDialog>
    </>
  );
}
