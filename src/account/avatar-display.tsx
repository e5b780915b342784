/**
 * The account module's field display `avatar` (resources/display-registry.ts): a user's picture shown as
 * the picture, never as its address. The profile uploads and removes it (avatar-panel.tsx); the user's
 * record only shows it.
 */
import { Avatar } from '@mui/material';
import { useFieldValue, useRecordContext } from 'react-admin';
import { registerDisplays } from '../../resources/display-registry';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    avatar: true;
  }
}

function AvatarShow({ source }: { source: string }) {
  const url = useFieldValue({ source });
  const record = useRecordContext();
  if (typeof url !== 'string' || !url) return null;
  return <Avatar src={url} alt={String(record?.name ?? '')} sx={{ width: 48, height: 48 }} data-avatar="" />;
}

registerDisplays({ avatar: { show: AvatarShow } });
