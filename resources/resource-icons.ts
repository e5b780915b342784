/** Menu icons of the entities; an entity not listed here gets the generic one. */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  groups: AccountTreeIcon,
  users: PeopleIcon,
  roles: AdminPanelSettingsIcon,
  devices: DevicesOtherIcon,
};

export const resourceIcon = (resource: string): SvgIconComponent => ICONS[resource] ?? ListAltIcon;
