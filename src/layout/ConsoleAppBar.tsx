/** Title bar: page title, language switcher (en, ru, uk), loading indicator, profile menu with logout. */
import { AppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';

export function ConsoleAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
