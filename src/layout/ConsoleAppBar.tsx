/** Title bar: page title, language switcher (en, ru, uk), loading indicator, profile menu with logout. */
import { AppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { LiveStatus } from '../live/LiveStatus';
import { NotificationBell } from '../notifications/NotificationBell';

export function ConsoleAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LiveStatus />
          <NotificationBell />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
