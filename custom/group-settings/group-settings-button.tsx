/**
 * A group's settings sections on its page (docs/settings.md "Group sections": the white label, the wallet pass):
 * a button per section the user may read opens it in a project settings dialog (900 px, 000 §2.7), its form
 * generated from the description as the project tabs are, read from and saved to /groups/{id}/settings/<path>.
 * The form says where the value applies from (this group, a group above it, or the defaults); a group's own value
 * may be cleared so that it inherits again.
 */
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Dialog, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useCallback, useState } from 'react';
import { Button, useGetOne, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import type { PageActionProps } from '../../resources/page-action-registry';
import { SectionForm } from '../project-settings/section-form';
import { type TabSection, tabKey } from '../project-settings/section-fields';
import { groupSectionsFor } from './group-section-access';
import { SectionImageInput } from './section-image-input';

interface SourceProps {
  groupId: number;
  stored: Record<string, unknown>;
  /** Clears the group's own value (DELETE), so it inherits again; absent when the user may not. */
  onInherit?: () => void;
}

function Source({ groupId, stored, onInherit }: SourceProps) {
  const translate = useTranslate();
  const from = stored.source_group_id;
  const key = from === groupId ? 'own' : from === null ? 'defaults' : 'inherited';
  // The group above by name where the user may read it (a group administrator may not): else its id.
  const { data: above } = useGetOne('groups', { id: from }, { enabled: key === 'inherited', retry: false });
  const action = key === 'own' && onInherit ? <MuiButton color="inherit" size="small" onClick={onInherit}>{translate('group_settings.inherit')}</MuiButton> : undefined;
  return <Alert severity="info" sx={{ mb: 2 }} action={action}>{translate(`group_settings.source.${key}`, { group: above?.name ?? `#${String(from)}` })}</Alert>;
}

function SectionDialog({ groupId, section, readOnly, onClose }: { groupId: number; section: TabSection; readOnly: boolean; onClose(): void }) {
  const translate = useTranslate();
  const http = useHttp();
  const notify = useNotify();
  const base = `/groups/${groupId}/settings`;
  const endpoint = `${base}/${SETTINGS_SECTIONS[section].path}`;
  const noDirty = useCallback(() => undefined, []);
  // A new count reads the section again (after it was cleared).
  const [reads, setReads] = useState(0);
  const inherit = async () => {
    try {
      await http('DELETE', endpoint);
      notify('group_settings.inherited', { type: 'info' });
      setReads((count) => count + 1);
    } catch (failure) {
      notify((failure as Error).message || 'errors.default', { type: 'error' });
    }
  };
  const header = (stored: Record<string, unknown>) => (
    <>
      <Source groupId={groupId} stored={stored} onInherit={readOnly ? undefined : () => void inherit()} />
      {(SETTINGS_SECTIONS[section].images ?? []).map((image) => (
        <SectionImageInput key={image.field} section={section} field={image.field} endpoint={`${base}/${image.path}`} stored={String(stored[image.field] ?? '')} readOnly={readOnly} />
      ))}
    </>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={`group-section-${section}`}>
      <DialogTitle id={`group-section-${section}`}>{translate(tabKey(section))}</DialogTitle>
      <DialogContent>
        <SectionForm key={reads} section={section} readOnly={readOnly} onDirtyChange={noDirty} endpoint={endpoint} header={header} />
      </DialogContent>
    </Dialog>
  );
}

export default function GroupSettingsButtons(_props: PageActionProps) {
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState<TabSection>();
  if (!record) return null;
  const sections = groupSectionsFor(permissions);
  const shown = sections.find((entry) => entry.section === open);
  return (
    <>
      {sections.map(({ section }) => (
        <Button key={section} label={tabKey(section)} startIcon={<TuneIcon />} onClick={() => setOpen(section)} />
      ))}
      {shown && <SectionDialog groupId={Number(record.id)} section={shown.section} readOnly={shown.readOnly} onClose={() => setOpen(undefined)} />}
    </>
  );
}
