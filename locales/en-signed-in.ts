/**
 * English for the signed-in pages only: the shell, the live channel, the generated screens, permissions,
 * the profile page and the custom pages. Loaded after sign-in (src/providers/i18nProvider.ts), so the login page does not
 * download it (issue 4).
 */
import { accessMatrix } from './access-matrix.en';
import { devices } from './devices.en';
import { elevatorMapping } from './elevator-mapping.en';
import { live } from './live.en';
import { permissions } from './permissions.en';
import { richText } from './rich-text.en';
import { conversationPage } from './conversation-page.en';
import { pollEditor } from './poll-editor.en';
import { profilePage } from './profile-page.en';
import { resources } from './resources.en';
import { entityLocales } from './entities';
import { stringsIn } from './entity-strings';
import { shell } from './shell.en';
import { weekGrid } from './week-grid.en';
import { dialer } from './dialer.en';
import { systemInfo } from './system-info.en';
import { licences } from './licences.en';
import { licenceReports } from './licence-reports.en';
import { amenities } from './amenities.en';
import { home } from './home.en';
import { projectSettings } from './project-settings.en';

export const enSignedIn = {
  resources: { ...resources, ...stringsIn('en', entityLocales) },
  permissions,
  rich_text: richText,
  conversation_page: conversationPage,
  poll_editor: pollEditor,
  access_matrix: accessMatrix,
  devices,
  // Every list's export format picker (resources/page-actions-list-export.tsx): written with the devices' strings.
  list_export: devices.export,
  week_grid: weekGrid,
  dialer,
  system_info: systemInfo,
  licences,
  licence_reports: licenceReports,
  amenities,
  home,
  project_settings: projectSettings,
  elevator_mapping: elevatorMapping,
  shell,
  live,
  profile_page: profilePage,
};
