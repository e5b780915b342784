/**
 * "Generate groups" on a building's page (000 §2.7 dialog "generate groups", 001 §7 generate/tree and save):
 * shown to those who may create groups; the server checks each group's place as it makes it.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { GROUP_TYPES } from '../../schemas/group';
import type { PageActionProps } from '../../resources/page-action-registry';
import { GenerateGroupsDialog } from './generate-groups-dialog';

export default function GenerateGroupsButton({ entity }: PageActionProps) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'create' });
  if (!record || !canAccess || record.domain_type_id !== GROUP_TYPES.building) return null;
  return (
    <>
      <Button label="generate_groups.open" startIcon={<AccountTreeIcon />} onClick={() => setOpen(true)} />
      {open && <GenerateGroupsDialog building={{ id: Number(record.id), name: String(record.name) }} onClose={() => setOpen(false)} />}
    </>
  );
}
