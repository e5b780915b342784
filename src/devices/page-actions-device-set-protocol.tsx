/**
 * "Set protocol" on a device's page: the set-protocol dialog offers the other protocol first (what someone
 * opening it usually wants); after the change the page's record is fetched again, so the field shows it.
 */
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { PageActionProps } from '../../resources/page-action-registry';
import { SetProtocolDialog } from './set-protocol-dialog';

export default function DeviceSetProtocolButton({ entity }: PageActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'edit', record });
  if (!record || !canAccess) return null;

  const current = record.protocol ? translate(`devices.set_protocol.${record.protocol}`) : 'none';
  return (
    <>
      <Button label="devices.set_protocol.action" onClick={() => setOpen(true)} />
      <SetProtocolDialog
        open={open}
        ids={[record.id]}
        initial={record.protocol === 'mqtt' ? 'http' : 'mqtt'}
        explanation={translate('devices.set_protocol.explain', { name: record.name, current })}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          refresh();
        }}
      />
    </>
  );
}
