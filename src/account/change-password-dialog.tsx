/** The change password dialog (000 §2.7): current password, new one twice; the server's "wrong old password" shows on its field. */
import LockIcon from '@mui/icons-material/Lock';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { formFailure } from './form-failure';
import { ErrorAlert } from './outcome';
import { useProfileApi } from './profile-api';
import { passwordRules, requiredRule, repeatRules } from './validators';

/** The repeated password must equal the first. */
const repeatRule = repeatRules('new');

export function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const profileApi = useProfileApi();
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<unknown>();

  async function submit(values: Record<string, string>) {
    setError(undefined);
    try {
      await profileApi.changePassword(values.old, values.new);
      notify('profile_page.password.changed', { type: 'success' });
      onClose();
    } catch (failure) {
      return formFailure(failure, setError, ['old', 'new']);
    }
  }

  return (
    <Dialog open onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <DialogTitle>{translate('profile_page.password.title')}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} />
          <PasswordInput source="old" label="profile_page.password.old" validate={requiredRule} autoComplete="current-password" fullWidth />
          <PasswordInput source="new" label="profile_page.password.new" validate={passwordRules} autoComplete="new-password" fullWidth />
          <PasswordInput source="repeat" label="profile_page.password.repeat" validate={repeatRule} autoComplete="new-password" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('account.cancel')}</Button>
          <SaveButton label="profile_page.password.save" icon={<LockIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
