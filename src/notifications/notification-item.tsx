/** One notification as a list row: icon in its colour, type, its sentence, time; open and mark-read actions. */
import DoneIcon from '@mui/icons-material/Done';
import { IconButton, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { NotificationIcon } from './notification-icon';
import { notificationText } from './notification-text';
import type { ConsoleNotification } from './notifications-api';

export interface NotificationItemProps {
  notification: ConsoleNotification;
  read: boolean;
  onOpen?: () => void;
  onMarkRead?: () => void;
}

export function NotificationItem({ notification, read, onOpen, onMarkRead }: NotificationItemProps) {
  const translate = useTranslate();
  const dates = useDateTimeSettings();
  const when = formatDateTime(notification.created_at, dates);
  const detail = notificationText(notification, translate, dates);
  return (
    <ListItem
      disablePadding
      data-testid="notification"
      data-read={read}
      secondaryAction={
        !read && onMarkRead ? (
          <Tooltip title={translate('live.notifications.mark_read')}>
            <IconButton edge="end" size="small" aria-label={translate('live.notifications.mark_read')} onClick={onMarkRead}>
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton onClick={onOpen} disabled={!onOpen} sx={{ opacity: read ? 0.7 : 1 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NotificationIcon notification={notification} />
        </ListItemIcon>
        <ListItemText
          primary={translate(`live.notifications.types.${notification.type}`, { _: notification.type })}
          secondary={detail ? `${detail} — ${when}` : when}
          slotProps={{ primary: { sx: { fontWeight: read ? 'normal' : 'bold' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
