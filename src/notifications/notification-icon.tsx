/** The icon a notification names (server catalogue), in its colour. Unknown names get the bell. */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/Chat';
import ForumIcon from '@mui/icons-material/Forum';
import GppBadIcon from '@mui/icons-material/GppBad';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsRemoteIcon from '@mui/icons-material/SettingsRemote';
import type { ConsoleNotification } from './notifications-api';

const ICONS = {
  admin_panel_settings: AdminPanelSettingsIcon,
  alarm: NotificationImportantIcon,
  badge: BadgeIcon,
  campaign: CampaignIcon,
  chat: ChatIcon,
  forum: ForumIcon,
  gpp_bad: GppBadIcon,
  restart_alt: RestartAltIcon,
  settings_remote: SettingsRemoteIcon,
} as const;

export function NotificationIcon({ notification }: { notification: ConsoleNotification }) {
  const Icon = ICONS[notification.icon as keyof typeof ICONS] ?? NotificationsIcon;
  return <Icon fontSize="small" sx={{ color: notification.color }} />;
}
