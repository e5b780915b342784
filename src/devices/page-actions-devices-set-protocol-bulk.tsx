/**
 * "Set protocol" for the devices selected in the list (001 §7 POST /devices/set-protocol takes a list):
 * the same dialog as on a device's page, MQTT first; after it the selection is cleared and the list fetched.
 */
import { useState } from 'react';
import { Button, useCanAccess, useListContext, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { PageActionProps } from '../../resources/page-action-registry';
import { SetProtocolDialog } from './set-protocol-dialog';

export default function DevicesSetProtocolButton({ entity }: PageActionProps) {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(entity.path);
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'edit' });
  if (!canAccess || !selectedIds.length) return null;

  return (
    <>
      <Button label="devices.set_protocol.action" onClick={() => setOpen(true)} />
      <SetProtocolDialog
        open={open}
        ids={selectedIds}
        initial="mqtt"
        explanation={translate('devices.set_protocol.explain_many', { smart_count: selectedIds.length })}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          unselectAll();
          refresh();
        }}
      />
    </>
  );
}
