/**
 * Top bar (000 §2.1): the page title (react-admin's title portal), what modules contribute (app-bar-slots.ts:
 * the web phone, custom/dialer), live status, notification bell,
 * language switcher (en, ru, uk: stored locally and saved to the profile by the i18nProvider), loading
 * indicator, and the profile menu (profile, log out).
 */
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, UserMenu } from 'react-admin';
import { LiveStatus } from '../live/live-status';
import { NotificationBell } from '../notifications/notification-bell';
import { ProfileMenuItem } from './profile-menu-item';
import { useAppBarSlots } from './app-bar-slots';

function ConsoleUserMenu() {
  return (
    <UserMenu>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
}

export function ConsoleAppBar() {
  const slots = useAppBarSlots();
  return (
    // Always shown, never slid away on scroll: the web phone, the bell and the page's title stay in reach (a
    // ringing call's button off-screen is a missed call), and a page reached after a scrolled form keeps its title.
    <AppBar
      alwaysOn
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          {slots.map(({ order, component: Slot }) => (
            <Slot key={order} />
          ))}
          <LiveStatus />
          <NotificationBell />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
