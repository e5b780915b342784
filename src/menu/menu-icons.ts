/** The side menu's icons by item title (menu-items.ts): loaded with the shell, not with the login page. */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BackupIcon from '@mui/icons-material/Backup';
import BadgeIcon from '@mui/icons-material/Badge';
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
import SettingsPhoneIcon from '@mui/icons-material/SettingsPhone';
import TaskIcon from '@mui/icons-material/Task';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { SvgIconComponent } from '@mui/icons-material';

export const MENU_ICONS: Record<string, SvgIconComponent> = {
  home: HomeIcon,
  notifications: NotificationsIcon,
  license_reports: AssessmentIcon,
  users: PeopleIcon,
  groups: AccountTreeIcon,
  roles: AdminPanelSettingsIcon,
  guest_access: QrCode2Icon,
  schedules: ScheduleIcon,
  access_rules: RuleIcon,
  identifiers: BadgeIcon,
  access_matrix: GridOnIcon,
  ukey2: KeyIcon,
  access_control_events: EventNoteIcon,
  conversations: ForumIcon,
  announces: CampaignIcon,
  announces_response: PollIcon,
  amenities: DeckIcon,
  device_alarms: NotificationImportantIcon,
  device_alarm_calls: PhoneInTalkIcon,
  emergency_alerts: EmergencyIcon,
  virtual_numbers: DialpadIcon,
  forward_rules: PhoneForwardedIcon,
  call_history: HistoryIcon,
  devices: DevicesOtherIcon,
  device_events: ListAltIcon,
  device_tasks: TaskIcon,
  elevators: ElevatorIcon,
  elevator_events: ReceiptLongIcon,
  integrations: ExtensionIcon,
  audit_events: PolicyIcon,
  backups: BackupIcon,
  licenses: CardMembershipIcon,
  system_info: InfoIcon,
  amenity_reservations: EventAvailableIcon,
  sip_trunks: SettingsPhoneIcon,
  elevator_access_rules: VpnKeyIcon,
  general_settings: SettingsIcon,
};
