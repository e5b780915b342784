/**
 * "Forwards" on a device's page (001 §7 GET /devices/{id}/forwards): downloads the xlsx of where the
 * device's calls go — the groups below it, their addresses and call targets (server/devices/forwards.ts).
 */
import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { downloadFile } from '../../resources/file-download';
import { useHttp } from '../providers/http-context';

export default function DeviceForwardsButton() {
  const http = useHttp();
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(http, `/devices/${record.id}/forwards`, {}, `device-${record.id}-forwards.xlsx`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="devices.forwards.action" onClick={download} disabled={busy} />;
}
