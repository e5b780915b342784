/**
 * The icon a notification names (schemas/notification-types.ts), in its colour: a component for every icon
 * name the catalogue uses (a missing one fails the type check). A stored type no longer in the catalogue
 * gets the bell.
 */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/Chat';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ForumIcon from '@mui/icons-material/Forum';
import GppBadIcon from '@mui/icons-material/GppBad';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import PortableWifiOffIcon from '@mui/icons-material/PortableWifiOff';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsRemoteIcon from '@mui/icons-material/SettingsRemote';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import type { NotificationIcon as IconName } from '../../schemas/notification-types';
import type { ConsoleNotification } from './notifications-api';

const ICONS = {
  admin_panel_settings: AdminPanelSettingsIcon,
  alarm: NotificationImportantIcon,
  badge: BadgeIcon,
  campaign: CampaignIcon,
  chat: ChatIcon,
  event_busy: EventBusyIcon,
  forum: ForumIcon,
  gpp_bad: GppBadIcon,
  portable_wifi_off: PortableWifiOffIcon,
  restart_alt: RestartAltIcon,
  settings_remote: SettingsRemoteIcon,
  sync_problem: SyncProblemIcon,
} satisfies Record<IconName, typeof NotificationsIcon>;

export function NotificationIcon({ notification }: { notification: ConsoleNotification }) {
  const Icon = Object.hasOwn(ICONS, notification.icon) ? ICONS[notification.icon as IconName] : NotificationsIcon;
  return <Icon fontSize="small" sx={{ color: notification.color }} />;
}
