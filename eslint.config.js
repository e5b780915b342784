// The linter (issue 35 item 10): `npm run lint`, part of `npm test`. docs/linting.md says why each rule is on or off.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * File names are kebab-case (1,020 of the 1,205 files already were; migrations have their own pattern, below).
 * These are the files named otherwise when the rule came in, each a stem with any extension (so `Foo.test.tsx`
 * may sit beside `Foo.tsx`). They are renamed later in one commit of their own (docs/linting.md, "File names");
 * the list only shrinks: a new file follows the style.
 */
const notYetKebabCase = [
  'custom/access-matrix/AccessMatrixPage.*',
  'custom/access-matrix/MatrixCellView.*',
  'custom/access-matrix/MatrixGrid.*',
  'custom/access-matrix/MatrixToolbar.*',
  'custom/access-matrix/OwnDoors.*',
  'custom/access-matrix/useMatrixCells.*',
  'custom/dialer/CallPrompts.*',
  'custom/dialer/CallVideo.*',
  'custom/dialer/ConciergePanel.*',
  'custom/dialer/DialerButton.*',
  'custom/dialer/DialerPanel.*',
  'custom/dialer/useWebPhone.*',
  'custom/elevator-mapping/ApartmentsInput.*',
  'custom/elevator-mapping/CallElevatorButton.*',
  'custom/elevator-mapping/FloorMapButton.*',
  'custom/elevator-mapping/FloorMapEditor.*',
  'custom/elevator-mapping/FloorMapPage.*',
  'custom/elevator-mapping/FloorMapTable.*',
  'custom/elevator-mapping/FloorRowView.*',
  'custom/elevator-mapping/PortsMenu.*',
  'custom/elevator-mapping/RelaysDialog.*',
  'custom/guest-access/GuestLimitsNotice.*',
  'custom/guest-access/GuestUrlButton.*',
  'custom/guest-access/GuestUrlDialog.*',
  'custom/licence-reports/LicenceReportsPage.*',
  'custom/licence-reports/PeriodReportView.*',
  'custom/licence-reports/RecordPicker.*',
  'custom/licence-reports/ReportFiltersBar.*',
  'custom/licence-reports/UsedReportChart.*',
  'custom/licence-reports/UsedReportView.*',
  'custom/licences/LicenceUsageChart.*',
  'custom/licences/LicenceUsagePanel.*',
  'custom/licences/LicencesPage.*',
  'custom/licences/PackageSizesCard.*',
  'custom/project-settings/ProjectSettingsPage.*',
  'custom/project-settings/SectionForm.*',
  'custom/project-settings/SettingsInput.*',
  'custom/remote-control/RemoteControlButton.*',
  'custom/remote-control/RemoteControlPage.*',
  'custom/system-info/InfoRow.*',
  'custom/system-info/SipServiceCard.*',
  'custom/system-info/SystemInfoPage.*',
  'custom/system-info/useSipService.*',
  'src/App.*',
  'src/access-control/AccessEventsTodayPanel.*',
  'src/access-control/EventsPerHourChart.*',
  'src/account/AccountCard.*',
  'src/account/AvatarCropDialog.*',
  'src/account/AvatarPanel.*',
  'src/account/ChangePasswordDialog.*',
  'src/account/CodeStep.*',
  'src/account/GuestAccessPage.*',
  'src/account/GuestAccessRoute.*',
  'src/account/LoginLinks.*',
  'src/account/Outcome.*',
  'src/account/PasswordRecoveryPage.*',
  'src/account/PasswordResetPage.*',
  'src/account/ProfileForm.*',
  'src/account/ProfilePage.*',
  'src/account/RegistrationConfirmPage.*',
  'src/account/RegistrationPage.*',
  'src/account/SelfRegistrationPage.*',
  'src/account/TermsPage.*',
  'src/account/accountApi.*',
  'src/account/cropImage.*',
  'src/account/formFailure.*',
  'src/account/profileApi.*',
  'src/account/profileTypes.*',
  'src/account/useCallOnce.*',
  'src/account/useCountdown.*',
  'src/account/useCountries.*',
  'src/account/useServerSettings.*',
  'src/amenities/UpcomingReservationsPanel.*',
  'src/communications/AnnouncePage.*',
  'src/communications/AnnounceReading.*',
  'src/communications/ConversationPage.*',
  'src/communications/ConversationThreadButton.*',
  'src/communications/PollQuestionField.*',
  'src/communications/PollQuestionsField.*',
  'src/communications/PollResultsPage.*',
  'src/communications/ReceivedAnnouncePage.*',
  'src/communications/RichTextEditor.*',
  'src/communications/announceApi.*',
  'src/devices/DevicePresence.*',
  'src/devices/DeviceSearchButton.*',
  'src/devices/DevicesOnlinePanel.*',
  'src/devices/OpenAlarmsPanel.*',
  'src/layout/AppTitle.*',
  'src/layout/ConsoleAppBar.*',
  'src/layout/ConsoleLayout.*',
  'src/layout/ConsoleMenu.*',
  'src/layout/ConsoleNotification.*',
  'src/layout/LicenceWarningBanner.*',
  'src/layout/MailOffWarning.*',
  'src/layout/ProfileMenuItem.*',
  'src/layout/useProfileLocale.*',
  'src/layout/useShellData.*',
  'src/live/LiveChannel.*',
  'src/live/LiveStatus.*',
  'src/menu/MenuEntry.*',
  'src/menu/MenuGroupSection.*',
  'src/menu/useCollapsedGroups.*',
  'src/menu/useMenuContext.*',
  'src/menu/useMenuShows.*',
  'src/navigation/useBack.*',
  'src/navigation/useOpenPage.*',
  'src/navigation/usePageState.*',
  'src/notifications/BellMenu.*',
  'src/notifications/NotificationBell.*',
  'src/notifications/NotificationItem.*',
  'src/notifications/NotificationSettingsPage.*',
  'src/notifications/NotificationsPage.*',
  'src/notifications/useNotificationRefresh.*',
  'src/pages/ChooseProjectPage.*',
  'src/pages/HomePage.*',
  'src/pages/HomeTile.*',
  'src/pages/LoginPage.*',
  'src/pages/NotFoundPage.*',
  'src/pages/NotYetAvailablePage.*',
  'src/pages/RedirectHome.*',
  'src/pages/SignedOutOnly.*',
  'src/pages/redirectTarget.*',
  'src/providers/authProvider.*',
  'src/providers/dataProvider.*',
  'src/providers/fieldErrors.*',
  'src/providers/httpError.*',
  'src/providers/i18nProvider.*',
  'src/providers/listQuery.*',
  'src/providers/memoryStorage.*',
  'src/providers/queryClient.*',
  'src/providers/refreshLock.*',
  'src/providers/test-support/consoleClient.*',
  'src/providers/tokenStore.*',
  'src/providers/writeBody.*',
];

/** What git ignores (builds, runs' output, scratch folders) is not linted either: one list, in .gitignore. */
const gitIgnored = readFileSync(new URL('.gitignore', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
  // A pattern with no inner slash matches at any depth in git, and only at the top in ESLint.
  .map((line) => (line.replace(/\/$/, '').includes('/') ? line.replace(/^\//, '') : `**/${line}`));

export default defineConfig(
  // tmp/: a local scratch folder like scratch/, one git does not ignore (it shows as untracked).
  globalIgnores([...gitIgnored, 'tmp/']),
  // A suppression comment that suppresses nothing fails: each one left names a rule that still fires there.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // 480 uses today, most at honest boundaries (Kysely<any> in migrations and generic storage, rjsf and
      // react-admin props); the type checker's strict mode is the gate, so this is off, not a wall of warnings.
      '@typescript-eslint/no-explicit-any': 'off',
      // A leading underscore is the house way to name a value left out on purpose (`{ secret: _secret, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `(a(), b())` as a statement is house style in a few loops; the rule has no option for it.
      '@typescript-eslint/no-unused-expressions': 'off',
      // The patterns that name control characters do so on purpose: they refuse or strip them.
      'no-control-regex': 'off',
      // A drawn tree's indentation is matched as drawn (openapi.test.ts): `│   ` reads better than `│ {3}`.
      'no-regex-spaces': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Hooks exist only in the console; the server has functions named use… that are not React hooks.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'custom/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Type-aware linting, by hand only: `LINT_TYPED=1 npx eslint .` (docs/linting.md: 3 times the CPU, 5 times the memory).
  ...(process.env.LINT_TYPED
    ? [
        {
          files: ['**/*.{ts,tsx}'],
          // In no project tsconfig.json names (the server's and fleet's projects see it: docs/architecture.md).
          ignores: ['schemas/outside-console.d.ts'],
          languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
          rules: { '@typescript-eslint/no-floating-promises': 'error' },
        },
      ]
    : []),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: notYetKebabCase,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Migrations run in name order and their names are stored in each database: `0041_what_it_does.ts`.
    files: ['server/db/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '[0-9][0-9][0-9][0-9]_+([a-z0-9_])' }],
      // Each migration imports the whole helper set from one template and is frozen once released.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
);
