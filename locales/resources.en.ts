/**
 * The generated screens' own strings (en): `common`. Each entity's strings (names, field labels, help, enum
 * values, commands) are in its own module, locales/entities/, typed by its description.
 */
export const resources = {
  common: {
    // A list's records named in a sentence (resources/records-sentence.ts): the plural, lower-cased where it is not the first word.
    records: { empty: 'No %{name} yet.', no_results: 'No %{name} found', no_filtered_results: 'No %{name} found using the current filters.', clear_filters: 'Clear filters' },
    range_of_more_than: '%{from}–%{to} of more than %{total}',
    more_actions: 'More actions',
    file_none: 'No file',
    file_choose: 'Choose file',
    file_replace: 'Replace',
    file_remove: 'Remove file',
    file_download: 'Download %{name}',
    file_size_kb: '%{size} kb',
    log: {
      action: 'Log',
      title: 'Log',
      empty: 'Nothing has been recorded yet.',
      at: 'When',
      who: 'Who',
      what: 'What',
      fields: 'Fields',
      record: 'Record',
      changes: 'Changes',
      field: 'Field',
      before: 'Before',
      after: 'After',
      show_fields: 'Show %{smart_count} field |||| Show %{smart_count} fields',
      hide_fields: 'Hide the fields',
      system: 'The console',
      actions: { create: 'Created', update: 'Changed', delete: 'Deleted', login: 'Signed in', login_failed: 'Sign-in failed', logout: 'Signed out', password_change: 'Password changed' },
      subjects: { 'project-settings_general': 'Project settings: general', 'project-settings_mail': 'Project settings: mail', 'project-settings_sip': 'Project settings: SIP', 'project-settings_licenses': 'Project settings: licenses', system_sip: 'SIP service', ip_blocks: 'IP blocking' },
    },
    save_confirmation: 'Save these changes?',
    unsaved_title: 'Leave without saving?',
    unsaved_content: 'Your changes on this page are not saved and will be lost.',
    unsaved_leave: 'Leave',
    unsaved_stay: 'Stay',
    saved: '%{name} saved',
    created: '%{name} created',
    details: 'Details',
    edit: 'Edit',
    stop_editing: 'Cancel editing',
    choose: 'Choose',
    load_more: 'Load more',
    tree_expand: 'Show what %{name} holds',
    tree_collapse: 'Hide what %{name} holds',
    search: 'Search',
    nothing_found: 'Nothing found',
    password_unchanged: 'Leave empty to keep the current value',
    since: '%{field} from',
    until: '%{field} to',
    filter: 'Filter',
    selected_count: '%{count} of %{total} selected',
    select_all_in: 'Select all: %{group}',
    selected_only: 'Selected only',
  },
  // Access domain (issue 6): markers, schedules, access rules, identifiers.
  // Device tasks, device events and access-control events (issue 6): server-written, list only.
  // Elevators, their access rules and events (issue 6); the floor maps are edited on /elevators/:id/mapping.
};
