/** "Apply settings" on a device's page: POST /devices/{id}/settings/apply queues the task that sends the stored settings. */
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { useHttp } from '../providers/http-context';
import type { PageActionProps } from '../../resources/page-action-registry';

export default function DeviceApplySettingsButton({ entity }: PageActionProps) {
  const http = useHttp();
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'edit', record });
  if (!record || !canAccess) return null;

  const apply = async () => {
    if (!record.protocol) return notify('devices.init.protocol_not_defined', { type: 'error' });
    setBusy(true);
    try {
      await http('POST', `/devices/${record.id}/settings/apply`);
      notify('devices.apply.queued', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="devices.apply.action" onClick={apply} disabled={busy} />;
}
