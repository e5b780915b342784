/**
 * The profile's avatar: the current picture, "upload" (pick a file, crop it, send it) and "remove".
 * The picture's address may stay the same after a new upload, so a version in the query defeats caches.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Button, Stack } from '@mui/material';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { errorText } from './outcome';
import { type AvatarCrop, useProfileApi } from './profile-api';

interface Props {
  userId: number;
  name: string;
  avatarUrl: string | null;
  /** Reads the profile again after a change (the answer carries the new avatar_url). */
  onChanged(): Promise<void>;
}

const withVersion = (url: string, version: number) => `${url}${url.includes('?') ? '&' : '?'}v=${version}`;

export function AvatarPanel({ userId, name, avatarUrl, onChanged }: Props) {
  const profileApi = useProfileApi();
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string>();
  const [version, setVersion] = useState(() => Date.now());

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked) : undefined), [picked]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire again
    if (!file) return;
    if (!file.type.startsWith('image/')) return notify('profile_page.avatar.not_image', { type: 'error' });
    setPicked(URL.createObjectURL(file));
  }

  const fail = (error: unknown) => notify(errorText(error), { type: 'error', messageArgs: { _: errorText(error) } });

  async function upload(crop: AvatarCrop) {
    try {
      await profileApi.uploadAvatar(userId, crop);
      setPicked(undefined);
      setVersion(Date.now());
      await onChanged();
      notify('profile_page.avatar.uploaded', { type: 'success' });
    } catch (error) {
      fail(error);
    }
  }

  async function remove() {
    try {
      await profileApi.removeAvatar(userId);
      await onChanged();
      notify('profile_page.avatar.removed', { type: 'success' });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar src={avatarUrl ? withVersion(avatarUrl, version) : undefined} alt={translate('profile_page.avatar.alt')} sx={{ width: 96, height: 96, fontSize: 40 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack spacing={1}>
        <Button startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()}>
          {translate('profile_page.avatar.upload')}
        </Button>
        <input ref={input} type="file" accept="image/*" hidden onChange={pick} aria-label={translate('profile_page.avatar.upload')} />
        {avatarUrl && (
          <Button startIcon={<DeleteIcon />} color="error" onClick={remove}>
            {translate('profile_page.avatar.remove')}
          </Button>
        )}
      </Stack>
      {picked && <AvatarCropDialog src={picked} onCancel={() => setPicked(undefined)} onSave={upload} />}
    </Stack>
  );
}
