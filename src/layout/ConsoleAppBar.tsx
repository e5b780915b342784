/**
 * Top bar (000 §2.1): the page title (react-admin's title portal), the web phone (custom/dialer), live status, notification bell,
 * language switcher (en, ru, uk: stored locally and saved to the profile by the i18nProvider), loading
 * indicator, and the profile menu (profile, log out).
 */
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, UserMenu } from 'react-admin';
import { LiveStatus } from '../live/LiveStatus';
import { NotificationBell } from '../notifications/NotificationBell';
import { ProfileMenuItem } from './ProfileMenuItem';
import { DialerButton } from '../../custom/dialer/DialerButton';

function ConsoleUserMenu() {
  return (
    <UserMenu>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
}

export function ConsoleAppBar() {
  return (
    <AppBar
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          <DialerButton />
          <LiveStatus />
          <NotificationBell />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
