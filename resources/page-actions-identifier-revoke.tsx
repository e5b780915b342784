/**
 * "Revoke" on an identifier's page (000 §3.8): confirmed, final (POST /identifiers/{id}/revoke), shown only
 * while the identifier is not revoked and to those who may edit it; the page's record is fetched again.
 */
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { http } from '../src/providers';
import type { PageActionProps } from './page-actions';

export default function IdentifierRevokeButton({ entity }: PageActionProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'edit', record });
  if (!record || record.revoked || !canAccess) return null;

  const revoke = async () => {
    setBusy(true);
    try {
      await http('POST', `/identifiers/${record.id}/revoke`);
      notify('resources.identifiers.messages.revoked', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="resources.identifiers.messages.revoke" color="error" onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.identifiers.messages.revoke"
        content="resources.identifiers.messages.revoke_confirm"
        translateOptions={{ name: String(record.name) }}
        onConfirm={revoke}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
