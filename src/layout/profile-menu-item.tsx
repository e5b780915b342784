/** "Profile" in the top bar's profile menu (000 §2.1): goes to /profile and closes the menu. */
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Link, useTranslate, useUserMenu } from 'react-admin';
import { PROFILE_PATH } from '../account/paths';

export function ProfileMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={PROFILE_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.profile_menu.profile')}</ListItemText>
    </MenuItem>
  );
}
