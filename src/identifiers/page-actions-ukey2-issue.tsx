/**
 * "Issue UKEY2" on the UKEY2 list's bar (001 §6 `ukey2.issue`): the user picker, then POST /ukey2/issue with
 * the chosen owner; the server draws the value and names the key after the owner. The new key's page opens,
 * where its rules and period are set.
 */
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRedirect } from 'react-admin';
import { entityByPath } from '../../schemas';
import { useHttp } from '../providers/http-context';
import { EntityPickerDialog } from '../../resources/form/entity-picker-dialog';
import type { PageActionProps } from '../../resources/page-action-registry';

export default function Ukey2IssueButton({ entity }: PageActionProps) {
  const http = useHttp();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'issue' });
  if (!canAccess) return null;

  const issue = async (owner: unknown) => {
    setOpen(false);
    try {
      const { data } = await http<{ data: { id: number } }>('POST', `/${entity.path}/issue`, { body: { owner } });
      notify(`resources.${entity.path}.messages.issued`, { type: 'success' });
      redirect(`/${entity.path}/${data.id}/edit`); // the spec's edit route (000 §2.4)
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label={`resources.${entity.path}.messages.issue`} onClick={() => setOpen(true)} />
      <EntityPickerDialog
        open={open}
        entity={entityByPath('users')!}
        multiple={false}
        selected={[]}
        onClose={() => setOpen(false)}
        onApprove={([owner]) => owner !== undefined && issue(owner)}
      />
    </>
  );
}
