/** /notifications/settings: per notification type, whether it is kept, plays a sound, shows a popup. Saved on change. */
import { Card, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { NOTIFICATIONS_KEY, type NotificationSettings, useNotificationsApi } from './notifications-api';

const SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'settings'];
const SETTINGS = ['is_enabled', 'sound', 'popup'] as const;
type Setting = (typeof SETTINGS)[number];

export default function NotificationSettingsPage() {
  const notificationsApi = useNotificationsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: SETTINGS_KEY, queryFn: notificationsApi.settings });
  const save = useMutation({
    mutationFn: (changes: NotificationSettings) => notificationsApi.saveSettings(changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      notify('live.notifications.saved', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const toggle = (type: string, key: Setting, value: boolean) => save.mutate({ [type]: { ...data![type], [key]: value } });
  const column = (key: string) => translate(`live.notifications.column.${key}`);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('live.notifications.settings')} />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{column('type')}</TableCell>
            {SETTINGS.map((key) => (
              <TableCell key={key}>{column(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(data ?? {}).map(([type, setting]) => {
            const name = translate(`live.notifications.types.${type}`, { _: type });
            return (
              <TableRow key={type}>
                <TableCell>{name}</TableCell>
                {SETTINGS.map((key) => (
                  <TableCell key={key}>
                    <Switch checked={setting[key]} onChange={(event) => toggle(type, key, event.target.checked)} slotProps={{ input: { 'aria-label': `${name}: ${column(key)}` } }} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}
