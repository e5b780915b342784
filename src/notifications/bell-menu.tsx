/**
 * The bell's content (000 §3.14, §4.2): unread count; on opening, at most 3 important and the 5 recent
 * unread, all marked read 1 s later; mark one or all read; a popup (and sound) for a new notification,
 * as the user's settings allow, naming what it is about, whose button opens that. Loaded lazily by
 * NotificationBell.
 */
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, IconButton, List, ListSubheader, Popover, Snackbar, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { NotificationItem } from './notification-item';
import { notificationText } from './notification-text';
import { playNotificationSound } from './notification-sound';
import { actionTarget, type ConsoleNotification, NOTIFICATIONS_KEY, useNotificationsApi, type UnreadSummary } from './notifications-api';
import { useNotificationRefresh } from './use-notification-refresh';

/** 000 §4.2: what the bell shows is marked read 1 s after it opens. */
export const MARK_READ_DELAY_MS = 1_000;

/** Bottom right: a popup over the app bar would hide its controls (language, profile) while it shows. */
export const POPUP_ORIGIN = { vertical: 'bottom', horizontal: 'right' } as const;

function PopupMessage({ notification }: { notification: ConsoleNotification }) {
  const translate = useTranslate();
  const dates = useDateTimeSettings();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        {translate(`live.notifications.types.${notification.type}`, { _: notification.type })}
      </Typography>
      <Typography variant="body2">{notificationText(notification, translate, dates)}</Typography>
    </>
  );
}

function useNewArrivals(summary: UnreadSummary | undefined, onNew: (notification: ConsoleNotification) => void) {
  const newestSeen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!summary) return;
    const newest = summary.recent[0];
    if (newestSeen.current !== undefined && newest && newest.id > newestSeen.current) onNew(newest);
    newestSeen.current = Math.max(newestSeen.current ?? 0, newest?.id ?? 0);
  }, [summary, onNew]);
}

export default function BellMenu() {
  const notificationsApi = useNotificationsApi();
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<UnreadSummary>();
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());
  const [popup, setPopup] = useState<ConsoleNotification>();
  const { data: summary } = useQuery({ queryKey: [...NOTIFICATIONS_KEY, 'unread'], queryFn: notificationsApi.unread, retry: false });
  const { data: settings } = useQuery({ queryKey: [...NOTIFICATIONS_KEY, 'settings'], queryFn: notificationsApi.settings, retry: false, staleTime: 60_000 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  useNotificationRefresh();
  useNewArrivals(summary, (notification) => {
    const wanted = settings?.[notification.type] ?? { sound: true, popup: true };
    if (wanted.popup) setPopup(notification);
    if (wanted.sound && notification.sound) playNotificationSound();
  });

  const markRead = async (ids: number[]) => {
    if (!ids.length) return;
    setRead((before) => new Set([...before, ...ids]));
    await notificationsApi.read(ids).catch(() => undefined);
    await refresh();
  };
  const markAllRead = async () => {
    setRead((before) => new Set([...before, ...(shown ? [...shown.recent, ...shown.important].map((n) => n.id) : [])]));
    await notificationsApi.readAll().catch(() => undefined);
    await refresh();
  };

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => void markRead([...shown.important, ...shown.recent].map((n) => n.id)), MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [shown]);

  const open = (event: React.MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setRead(new Set());
    setShown(summary ?? { count: 0, recent: [], important: [] });
  };
  const close = () => {
    setAnchor(null);
    setShown(undefined);
  };
  const go = (notification: ConsoleNotification) => {
    const target = actionTarget(notification);
    close();
    setPopup(undefined);
    if (target) navigate(target);
  };
  const count = summary?.count ?? 0;
  const section = (title: string, items: ConsoleNotification[]) =>
    items.length ? (
      <List dense subheader={<ListSubheader disableSticky>{title}</ListSubheader>}>
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} read={read.has(n.id)} onOpen={() => go(n)} onMarkRead={() => void markRead([n.id])} />
        ))}
      </List>
    ) : null;

  return (
    <>
      <IconButton color="inherit" aria-label={translate('live.notifications.bell', { count })} onClick={open}>
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ width: 350 }} role="region" aria-label={translate('live.notifications.title')}>
          <Box sx={{ maxHeight: 450, overflow: 'auto' }}>{section(translate('live.notifications.important'), shown?.important ?? [])}</Box>
          {section(translate('live.notifications.recent'), shown?.recent ?? [])}
          {!shown?.recent.length && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('live.notifications.no_unread')}
            </Typography>
          )}
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 1 }}>
            <Button size="small" onClick={() => { close(); navigate('/notifications?type=all'); }}>
              {translate('live.notifications.show_all')}
            </Button>
            <Button size="small" onClick={() => void markAllRead()} disabled={!count}>
              {translate('live.notifications.mark_all_read')}
            </Button>
          </Box>
        </Box>
      </Popover>
      <Snackbar
        open={Boolean(popup)}
        autoHideDuration={8000}
        onClose={() => setPopup(undefined)}
        anchorOrigin={POPUP_ORIGIN}
        message={popup ? <PopupMessage notification={popup} /> : ''}
        action={
          popup && actionTarget(popup) ? (
            <Button color="secondary" size="small" onClick={() => go(popup)}>
              {translate('live.notifications.open')}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
