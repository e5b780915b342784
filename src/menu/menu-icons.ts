/** The side menu's icons by name (menu items and entities' `menu.icon` name them): loaded with the shell, not with the login page. */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BackupIcon from '@mui/icons-material/Backup';
import BadgeIcon from '@mui/icons-material/Badge';
import BlockIcon from '@mui/icons-material/Block';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DeckIcon from '@mui/icons-material/Deck';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import DialpadIcon from '@mui/icons-material/Dialpad';
import ElevatorIcon from '@mui/icons-material/Elevator';
import EmergencyIcon from '@mui/icons-material/Emergency';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExtensionIcon from '@mui/icons-material/Extension';
import ForumIcon from '@mui/icons-material/Forum';
import GridOnIcon from '@mui/icons-material/GridOn';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwarded';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PolicyIcon from '@mui/icons-material/Policy';
import PollIcon from '@mui/icons-material/Poll';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SettingsPhoneIcon from '@mui/icons-material/SettingsPhone';
import TaskIcon from '@mui/icons-material/Task';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { SvgIconComponent } from '@mui/icons-material';

export const MENU_ICONS: Record<string, SvgIconComponent> = {
  home: HomeIcon,
  notifications: NotificationsIcon,
  assessment: AssessmentIcon,
  people: PeopleIcon,
  account_tree: AccountTreeIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  qr_code: QrCode2Icon,
  schedule: ScheduleIcon,
  rule: RuleIcon,
  badge: BadgeIcon,
  grid_on: GridOnIcon,
  key: KeyIcon,
  event_note: EventNoteIcon,
  forum: ForumIcon,
  campaign: CampaignIcon,
  poll: PollIcon,
  deck: DeckIcon,
  notification_important: NotificationImportantIcon,
  phone_in_talk: PhoneInTalkIcon,
  emergency: EmergencyIcon,
  dialpad: DialpadIcon,
  phone_forwarded: PhoneForwardedIcon,
  history: HistoryIcon,
  devices_other: DevicesOtherIcon,
  list_alt: ListAltIcon,
  task: TaskIcon,
  monitor_heart: MonitorHeartIcon,
  elevator: ElevatorIcon,
  receipt_long: ReceiptLongIcon,
  extension: ExtensionIcon,
  policy: PolicyIcon,
  backup: BackupIcon,
  block: BlockIcon,
  card_membership: CardMembershipIcon,
  info: InfoIcon,
  show_chart: ShowChartIcon,
  event_available: EventAvailableIcon,
  settings_phone: SettingsPhoneIcon,
  support_agent: SupportAgentIcon,
  vpn_key: VpnKeyIcon,
  settings: SettingsIcon,
};
