/**
 * English for the signed-in pages only: the shell, the live channel, the generated screens, permissions,
 * the profile page and the custom pages. Loaded after sign-in (src/providers/i18n-provider.ts), so the login page does not
 * download it (issue 4).
 */
import { devices } from './devices.en';
import { live } from './live.en';
import { permissions } from './permissions.en';
import { richText } from './rich-text.en';
import { conversationPage } from './conversation-page.en';
import { pollEditor } from './poll-editor.en';
import { profilePage } from './profile-page.en';
import { resources } from './resources.en';
import { entityLocales } from './entities';
import { stringsIn } from './entity-strings';
import { pageLocales } from './pages';
import { pagesIn } from './page-strings';
import { shell } from './shell.en';
import { weekGrid } from './week-grid.en';
import { home } from './home.en';

export const enSignedIn = {
  resources: { ...resources, ...stringsIn('en', entityLocales) },
  ...pagesIn('en', pageLocales),
  permissions,
  rich_text: richText,
  conversation_page: conversationPage,
  poll_editor: pollEditor,
  devices,
  week_grid: weekGrid,
  home,
  shell,
  live,
  profile_page: profilePage,
};
