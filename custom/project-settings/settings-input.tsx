/** One field of a project settings tab, drawn by its kind (section-fields.ts) with react-admin's inputs. */
import { useMemo } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type SettingsField, type TabSection, choiceKey, fieldHelpKey, fieldLabelKey } from './section-fields';

interface SettingsInputProps {
  section: TabSection;
  field: SettingsField;
  disabled: boolean;
  /** For a secret: one is stored. */
  filled?: boolean;
}

/** The IANA zones the browser knows, for the time zone's autocomplete (UTC first). */
function timeZones(): { id: string; name: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')].map((zone) => ({ id: zone, name: zone }));
}

export function SettingsInput({ section, field, disabled, filled }: SettingsInputProps) {
  const translate = useTranslate();
  const shownWhenValue = useWatch({ name: field.shownWhen?.name ?? '', disabled: !field.shownWhen });
  const zones = useMemo(() => (field.kind === 'time_zone' ? timeZones() : []), [field.kind]);
  if (field.shownWhen && shownWhenValue !== field.shownWhen.equals) return null;

  const label = translate(fieldLabelKey(section, field.name));
  const help = translate(fieldHelpKey(section, field.name), { _: '' });
  const common = { source: field.name, label, disabled, helperText: help || false } as const;

  switch (field.kind) {
    case 'boolean':
      return <BooleanInput {...common} sx={{ gridColumn: '1 / -1' }} />;
    case 'number':
      return <NumberInput {...common} step={1} />;
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={field.choices.map((value) => ({ id: value, name: translate(choiceKey(section, field.name, value), { _: value }) }))}
          translateChoice={false}
          // Every choice has a default on the server: "nothing chosen" is not offered.
          validate={required()}
        />
      );
    case 'lines':
      return <TextInput {...common} multiline minRows={2} />;
    case 'secret':
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          helperText={translate(filled ? 'project_settings.secret.filled' : 'project_settings.secret.empty')}
        />
      );
    case 'time_zone':
      return <AutocompleteInput {...common} choices={zones} translateChoice={false} disableClearable />;
    case 'reference':
      return (
        <ReferenceInput source={field.name} reference={field.resource}>
          <AutocompleteInput
            label={label}
            helperText={help || false}
            disabled={disabled}
            optionText="name"
            // Cleared, the role is none (null); the group is always one.
            parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
            disableClearable={!field.allowEmpty}
          />
        </ReferenceInput>
      );
    default:
      return <TextInput {...common} multiline={field.multiline} minRows={field.multiline ? 2 : undefined} />;
  }
}
