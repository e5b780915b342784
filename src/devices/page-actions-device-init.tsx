/**
 * "Initialise device" on a device's page: after a confirmation, POST /devices/init/{id} queues an init
 * task (seen in /devices/tasks). A device without a protocol is refused in the spec's words before asking.
 */
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useHttp } from '../providers/http-context';
import type { PageActionProps } from '../../resources/page-action-registry';

export default function DeviceInitButton({ entity }: PageActionProps) {
  const http = useHttp();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'edit', record });
  if (!record || !canAccess) return null;

  const start = () => {
    if (!record.protocol) notify('devices.init.protocol_not_defined', { type: 'error' });
    else setAsking(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await http('POST', `/devices/init/${record.id}`);
      notify('devices.init.queued', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button label="devices.init.action" onClick={start} disabled={busy} />
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('devices.init.action')}
        content={translate('devices.init.confirm', { name: String(record.name ?? record.id) })}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
