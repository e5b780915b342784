/** Side menu: home, then every section react-admin lets the user list (canAccess hides the others). */
import HomeIcon from '@mui/icons-material/Home';
import { Menu } from 'react-admin';
import { HOME_PATH } from '../providers/redirects';

export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.Item to={HOME_PATH} primaryText="app.menu.home" leftIcon={<HomeIcon />} />
      <Menu.ResourceItems />
    </Menu>
  );
}
