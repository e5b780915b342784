/**
 * "Revoke" on an identifier's or a UKEY2 key's page (000 §3.8): confirmed, final (POST /{path}/{id}/revoke),
 * shown only while it is not revoked and to those granted `revoke`; the page's record is fetched again.
 */
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useHttp } from '../providers/http-context';
import type { PageActionProps } from '../../resources/page-action-registry';

export default function IdentifierRevokeButton({ entity }: PageActionProps) {
  const http = useHttp();
  const record = useRecordContext();
  const notify = useNotify();
  const messages = `resources.${entity.path}.messages`;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'revoke', record });
  if (!record || record.revoked || !canAccess) return null;

  const revoke = async () => {
    setBusy(true);
    try {
      await http('POST', `/${entity.path}/${record.id}/revoke`);
      notify(`${messages}.revoked`, { type: 'success' });
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
      <Button label={`${messages}.revoke`} color="error" onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${messages}.revoke`}
        content={`${messages}.revoke_confirm`}
        translateOptions={{ name: String(record.name) }}
        onConfirm={revoke}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
