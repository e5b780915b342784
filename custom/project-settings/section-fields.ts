/**
 * What each project settings tab shows: its fields in the order a user reads them, grouped under headings,
 * each with its kind of input. The names are the section's JSON paths (server/settings/project-settings.ts,
 * server/settings/sip-section.ts); section-fields.test.ts checks these lists against those schemas, so a
 * field added on the server without a place here fails the tests rather than vanishing from the page.
 * Labels and help texts are `project_settings.fields.<section>.<path>` in locales/project-settings.*.ts.
 */
import { LOCALES } from '../../schemas/user';

export type TabSection = 'general' | 'mail' | 'sip';

export type FieldKind =
  | { kind: 'text'; multiline?: boolean }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'choice'; choices: readonly string[] }
  /** A list of short texts, typed one per line. */
  | { kind: 'lines' }
  /** Write-only: the server answers a placeholder and `<name>_filled`; empty keeps the stored value. */
  | { kind: 'secret' }
  | { kind: 'time_zone' }
  | { kind: 'reference'; resource: string; allowEmpty: boolean };

export type SettingsField = FieldKind & {
  /** JSON path in the section, e.g. 'settings.host'. */
  name: string;
  /** Shown only while another field of the section holds this value (SMTP fields when the type is smtp). */
  shownWhen?: { name: string; equals: unknown };
};

export interface FieldGroup {
  /** `project_settings.groups.<section>.<id>` */
  id: string;
  fields: SettingsField[];
}

const text = (name: string, extra: Partial<SettingsField> = {}): SettingsField => ({ name, kind: 'text', ...extra }) as SettingsField;
const number = (name: string, extra: Partial<SettingsField> = {}): SettingsField => ({ name, kind: 'number', ...extra }) as SettingsField;
const flag = (name: string, extra: Partial<SettingsField> = {}): SettingsField => ({ name, kind: 'boolean', ...extra }) as SettingsField;
const choice = (name: string, choices: readonly string[], extra: Partial<SettingsField> = {}): SettingsField =>
  ({ name, kind: 'choice', choices, ...extra }) as SettingsField;
const lines = (name: string): SettingsField => ({ name, kind: 'lines' });

const smtp = { shownWhen: { name: 'type', equals: 'smtp' } };
const forwarding = { shownWhen: { name: 'auto_forward_rules.is_enabled', equals: true } };

export const SECTION_GROUPS: Record<TabSection, FieldGroup[]> = {
  general: [
    {
      id: 'project',
      fields: [
        text('name'),
        text('description', { multiline: true } as Partial<SettingsField>),
        text('server_url'),
        { name: 'time_zone', kind: 'time_zone' },
        choice('locale', LOCALES),
        text('admin_email'),
        number('logs_life'),
        flag('is_standalone_mode'),
      ],
    },
    {
      id: 'accounts',
      fields: [
        flag('can_user_recovery_password'),
        flag('can_user_register_by_token'),
        flag('can_user_register_himself'),
        { name: 'user_self_register_settings.role_id', kind: 'reference', resource: 'roles', allowEmpty: true },
        { name: 'user_self_register_settings.domain_id', kind: 'reference', resource: 'groups', allowEmpty: false },
      ],
    },
    { id: 'notifications', fields: [flag('notify_about_offline_device'), flag('notify_about_device_task_failed')] },
    { id: 'guest_passes', fields: [number('guest_identifier_limits.max_passes_count'), number('guest_identifier_limits.max_period_days')] },
  ],
  mail: [
    { id: 'delivery', fields: [choice('type', ['none', 'smtp'])] },
    {
      id: 'smtp',
      fields: [
        text('settings.host', smtp),
        number('settings.port', smtp),
        choice('settings.encryption', ['none', 'ssl', 'tls'], smtp),
        text('settings.username', smtp),
        { name: 'settings.password', kind: 'secret', ...smtp },
        text('settings.from_address', smtp),
        text('settings.from_name', smtp),
      ],
    },
  ],
  sip: [
    {
      id: 'server',
      fields: [number('port'), text('server.internal_ip'), text('server.external_ip'), flag('is_early_media_enabled'), flag('resident_phonebook_settings.is_enabled')],
    },
    { id: 'media', fields: [number('rtp.min'), number('rtp.max')] },
    { id: 'network', fields: [lines('internal_interfaces'), lines('external_interfaces'), lines('local_networks'), lines('nodes')] },
    {
      id: 'forwarding',
      fields: [
        flag('auto_forward_rules.is_enabled'),
        choice('auto_forward_rules.device_protocol', ['UDP', 'TCP', 'TLS'], forwarding),
        choice('auto_forward_rules.use_address', ['server_url', 'server_ip', 'internal_server_ip'], forwarding),
      ],
    },
  ],
};

export const sectionFields = (section: TabSection): SettingsField[] => SECTION_GROUPS[section].flatMap((group) => group.fields);

/** A form field's name: react-hook-form reads dots as nesting, which is how the section nests. */
export const fieldLabelKey = (section: TabSection, name: string) => `project_settings.fields.${section}.${name}.label`;
export const fieldHelpKey = (section: TabSection, name: string) => `project_settings.fields.${section}.${name}.help`;
