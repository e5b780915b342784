/**
 * /profile (000 §3.3): the signed-in user's own data, avatar, display preferences and language, and the
 * change password dialog. Saving a different language switches the console to it.
 */
import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { OWN_PROFILE_QUERY } from '../layout/use-shell-data';
import { AvatarPanel } from './avatar-panel';
import { ChangePasswordDialog } from './change-password-dialog';
import { fieldErrorsOf } from './form-failure';
import { ErrorAlert, errorText } from './outcome';
import { useProfileApi } from './profile-api';
import { ProfileForm } from './profile-form';
import type { ProfileChanges, ProfileRecord } from './profile-types';
import { WalletPassesPanel } from './wallet-passes-panel';

function changesOf(values: ProfileRecord): ProfileChanges {
  const { phone, address, country, time_zone, identifier_format, time_format } = values.profile;
  return {
    name: values.name.trim(),
    email: (values.email ?? '').trim(),
    locale: values.locale,
    profile: { phone: phone ?? '', address: address ?? '', country: country ?? '', time_zone, identifier_format, time_format },
  };
}

export default function ProfilePage() {
  const profileApi = useProfileApi();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState<ProfileRecord>();
  const [loadError, setLoadError] = useState<unknown>();
  const [changingPassword, setChangingPassword] = useState(false);

  const reload = useCallback(() => profileApi.read().then(setProfile, setLoadError), [profileApi]);
  useEffect(() => {
    reload();
  }, [reload]);

  async function save(values: ProfileRecord) {
    try {
      const saved = await profileApi.save(changesOf(values));
      setProfile(saved);
      // The time format and zone the console writes dates in come from the shell's copy of the profile.
      void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY });
      notify('profile_page.saved', { type: 'success' });
      if (saved.locale && saved.locale !== locale) setLocale(saved.locale);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error, ['name', 'email', 'locale', 'profile']);
      if (!fields) notify(errorText(error), { type: 'error', messageArgs: { _: errorText(error) } });
      return fields;
    }
  }

  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Title title="profile_page.title" />
      <ErrorAlert error={loadError} />
      {profile && (
        <Card>
          <CardContent>
            <AvatarPanel userId={profile.id} name={profile.name} avatarUrl={profile.avatar_url} onChanged={reload} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography color="text.secondary">{translate('profile_page.login', { login: profile.login })}</Typography>
              {profile.role && <Typography color="text.secondary">{translate('profile_page.role', { role: profile.role.name })}</Typography>}
              <Box sx={{ flexGrow: 1 }} />
              <Button startIcon={<KeyIcon />} onClick={() => setChangingPassword(true)}>
                {translate('profile_page.password.change')}
              </Button>
            </Stack>
            <ProfileForm profile={profile} onSubmit={save} />
            <WalletPassesPanel />
          </CardContent>
        </Card>
      )}
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
    </Box>
  );
}
