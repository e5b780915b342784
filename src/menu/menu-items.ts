/**
 * The side menu of 000 §2.5 as data: groups in the spec's order, each item with its path, title key
 * (locales/shell.*.ts `shell.menu.items.*`), icon and visibility rule (menu-rules.ts). Permission strings
 * are those of schemas/permissions.ts; where the spec names a permission loosely, the mapping is here.
 */
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
import type { Permission } from '../../schemas/permissions';
import type { MenuRule } from './menu-rules';

export interface MenuItem {
  path: string;
  /** Key under shell.menu.items. */
  title: string;
  icon: SvgIconComponent;
  rule: MenuRule;
}

export interface MenuGroup {
  /** Key under shell.menu.groups; also the id the collapsed state is stored by. */
  id: string;
  items: MenuItem[];
}

const ALWAYS: MenuRule = [];
const can = (...anyPermission: Permission[]) => ({ anyPermission });
/** The four scopes of a scoped family (001 §6), e.g. amenities.view.{all,descendants,domain,own}. */
const anyScope = (family: 'amenities.view' | 'amenity_reservations.view' | 'sip_trunks.view' | 'integrations.view') =>
  can(`${family}.all`, `${family}.descendants`, `${family}.domain`, `${family}.own`);

export const MENU: readonly MenuGroup[] = [
  {
    id: 'common',
    items: [
      { path: '/home', title: 'home', icon: HomeIcon, rule: ALWAYS },
      { path: '/notifications', title: 'notifications', icon: NotificationsIcon, rule: ALWAYS },
    ],
  },
  {
    id: 'reports',
    items: [{ path: '/reports/licenses', title: 'license_reports', icon: AssessmentIcon, rule: [can('reports.licenses_used')] }],
  },
  {
    id: 'users',
    items: [
      { path: '/users', title: 'users', icon: PeopleIcon, rule: ALWAYS },
      { path: '/groups', title: 'groups', icon: AccountTreeIcon, rule: ALWAYS },
      // "view roles, user roles or all roles": the list of roles the user may assign is the "user roles".
      { path: '/roles', title: 'roles', icon: AdminPanelSettingsIcon, rule: [can('roles.view', 'roles.available_list', 'roles.view.all')] },
    ],
  },
  {
    id: 'access',
    items: [
      { path: '/guest-access', title: 'guest_access', icon: QrCode2Icon, rule: [{ licensed: 'guest_identifier' }, can('identifiers.guest.create')] },
      { path: '/schedules', title: 'schedules', icon: ScheduleIcon, rule: [can('time_rules.view')] },
      { path: '/access-rules', title: 'access_rules', icon: RuleIcon, rule: [can('access_rules.view')] },
      { path: '/identifiers', title: 'identifiers', icon: BadgeIcon, rule: ALWAYS },
      { path: '/access-matrix', title: 'access_matrix', icon: GridOnIcon, rule: ALWAYS },
      { path: '/ukey2', title: 'ukey2', icon: KeyIcon, rule: [{ licensed: 'ukey2' }, can('ukey2.view')] },
      { path: '/access-control/events', title: 'access_control_events', icon: EventNoteIcon, rule: [can('access_control_events.view')] },
    ],
  },
  {
    id: 'communications',
    items: [
      { path: '/conversations', title: 'conversations', icon: ForumIcon, rule: ALWAYS },
      { path: '/announces', title: 'announces', icon: CampaignIcon, rule: [can('announces.view')] },
      { path: '/announces/response', title: 'announces_response', icon: PollIcon, rule: [can('announces.view')] },
    ],
  },
  {
    id: 'amenities',
    items: [
      { path: '/amenities', title: 'amenities', icon: DeckIcon, rule: [{ licensed: 'amenity' }, anyScope('amenities.view')] },
      {
        path: '/amenities/reservations',
        title: 'amenity_reservations',
        icon: EventAvailableIcon,
        rule: [{ licensed: 'amenity' }, anyScope('amenity_reservations.view')],
      },
    ],
  },
  {
    id: 'emergency',
    items: [
      { path: '/devices/alarms', title: 'device_alarms', icon: NotificationImportantIcon, rule: [can('device_alarms.view')] },
      { path: '/devices/alarms-calls', title: 'device_alarm_calls', icon: PhoneInTalkIcon, rule: [can('device_alarms.view')] },
      { path: '/emergency-alerts', title: 'emergency_alerts', icon: EmergencyIcon, rule: ALWAYS },
    ],
  },
  {
    id: 'phone_settings',
    items: [
      { path: '/virtual-numbers', title: 'virtual_numbers', icon: DialpadIcon, rule: [{ licensedOrOverLimit: 'sip' }] },
      { path: '/forward-rules', title: 'forward_rules', icon: PhoneForwardedIcon, rule: [{ licensed: 'sip' }, can('forward_rules.view')] },
      { path: '/call-history', title: 'call_history', icon: HistoryIcon, rule: [{ licensed: 'sip' }] },
      {
        path: '/sip-trunks',
        title: 'sip_trunks',
        icon: SettingsPhoneIcon,
        rule: [{ licensed: 'sip' }, { licensed: 'sip_trunks' }, anyScope('sip_trunks.view')],
      },
    ],
  },
  {
    id: 'devices',
    items: [
      { path: '/devices', title: 'devices', icon: DevicesOtherIcon, rule: [can('devices.view', 'devices.view.descendants', 'devices.view.all')] },
      { path: '/devices/events', title: 'device_events', icon: ListAltIcon, rule: [can('devices.events.view')] },
      { path: '/devices/tasks', title: 'device_tasks', icon: TaskIcon, rule: [can('devices.tasks.view')] },
    ],
  },
  {
    id: 'elevators',
    items: [
      { path: '/elevators', title: 'elevators', icon: ElevatorIcon, rule: [{ licensed: 'elevator' }, can('elevators.view', 'elevators.view.all')] },
      { path: '/elevators/events', title: 'elevator_events', icon: ReceiptLongIcon, rule: [{ licensed: 'elevator' }, can('elevators.view', 'elevators.view.all')] },
      {
        path: '/elevators/access-rules',
        title: 'elevator_access_rules',
        icon: VpnKeyIcon,
        rule: [{ licensed: 'elevator' }, can('elevator_access_rules.view.all', 'elevator_access_rules.view')],
      },
    ],
  },
  {
    id: 'settings',
    items: [
      { path: '/integrations', title: 'integrations', icon: ExtensionIcon, rule: [anyScope('integrations.view'), { anyLicensed: ['axxon_one', 'kone'] }] },
      { path: '/audit-events', title: 'audit_events', icon: PolicyIcon, rule: [can('audit.view')] },
      { path: '/backups', title: 'backups', icon: BackupIcon, rule: [can('backups.view')] },
      {
        path: '/general-settings',
        title: 'general_settings',
        icon: SettingsIcon,
        rule: [can('project_settings.view', 'markers.view', 'markers.view.all', 'backups.import_device_data')],
      },
      { path: '/licenses', title: 'licenses', icon: CardMembershipIcon, rule: [can('licenses.view')] },
      { path: '/system-info', title: 'system_info', icon: InfoIcon, rule: [can('system_info.view')] },
    ],
  },
];

export const MENU_ITEMS: readonly MenuItem[] = MENU.flatMap((group) => group.items);
