/** /notifications?type=all|alarm|important (000 §2): the user's notifications, 20 a page, newest first. */
import { Box, Button, Card, List, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NotificationItem } from './notification-item';
import { actionTarget, NOTIFICATIONS_KEY, type NotificationFilter, useNotificationsApi } from './notifications-api';
import { useNotificationRefresh } from './use-notification-refresh';

const FILTERS: NotificationFilter[] = ['all', 'alarm', 'important'];

export default function NotificationsPage() {
  const notificationsApi = useNotificationsApi();
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const type = FILTERS.find((f) => f === search.get('type')) ?? 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data } = useQuery({ queryKey: [...NOTIFICATIONS_KEY, 'items', type, page], queryFn: () => notificationsApi.items(type, page) });
  useNotificationRefresh();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / data.pagination.size)) : 1;
  const goTo = (next: { type?: NotificationFilter; page?: number }) => setSearch({ type: next.type ?? type, page: String(next.page ?? 1) });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('live.notifications.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2 }}>
        <Tabs value={type} onChange={(_, value: NotificationFilter) => goTo({ type: value })}>
          {FILTERS.map((f) => (
            <Tab key={f} value={f} label={translate(`live.notifications.filter.${f}`)} />
          ))}
        </Tabs>
        <Box>
          <Button size="small" onClick={() => void notificationsApi.readAll().then(refresh)}>
            {translate('live.notifications.mark_all_read')}
          </Button>
          <Button size="small" component={Link} to="/notifications/settings">
            {translate('live.notifications.settings')}
          </Button>
        </Box>
      </Stack>
      <List>
        {data?.data.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            read={n.read}
            onOpen={actionTarget(n) ? () => navigate(actionTarget(n)!) : undefined}
            onMarkRead={() => void notificationsApi.read([n.id]).then(refresh)}
          />
        ))}
      </List>
      {data && !data.data.length && <Typography sx={{ p: 2 }} color="text.secondary">{translate('live.notifications.empty')}</Typography>}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => goTo({ page: page - 1 })}>‹</Button>
          <Typography>{`${page} / ${pages}`}</Typography>
          <Button disabled={page >= pages} onClick={() => goTo({ page: page + 1 })}>›</Button>
        </Stack>
      )}
    </Card>
  );
}
