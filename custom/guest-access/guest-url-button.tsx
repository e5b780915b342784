/**
 * "Guest access URL" on a guest pass's page: the dialog with the pass's public link to copy. It opens by
 * itself right after the pass is granted (EntityCreate says so in the location's state), when the link is
 * what the user came for.
 */
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { PageActionProps } from '../../resources/page-action-registry';
import type { EditPageState } from '../../resources/routes';
import { GuestUrlDialog } from './guest-url-dialog';

export default function GuestUrlButton(_props: PageActionProps) {
  const record = useRecordContext<{ id: number; key_id: string }>();
  const justCreated = Boolean((useLocation().state as EditPageState | null)?.created);
  const [open, setOpen] = useState(justCreated);
  if (!record?.key_id) return null;
  return (
    <>
      <Button label="guest_access.actions.link" onClick={() => setOpen(true)} />
      <GuestUrlDialog keyId={open ? record.key_id : null} onClose={() => setOpen(false)} />
    </>
  );
}
