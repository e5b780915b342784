/** The profile's editable fields (000 §3.2 profile, §3.3): personal data and how the console displays things. */
import { Typography } from '@mui/material';
import { AutocompleteInput, Form, SaveButton, SelectInput, TextInput, Toolbar, useTranslate } from 'react-admin';
import { IDENTIFIER_FORMATS, TIME_FORMATS } from '../../schemas/user';
import { LOCALES } from '../providers/i18n-provider';
import type { ProfileRecord } from './profile-types';
import { useCountries } from './use-countries';
import { optionalEmailRule, requiredRule } from './validators';

const identifierFormats = IDENTIFIER_FORMATS.map((format) => ({ id: format, name: `profile_page.identifier_formats.${format}` }));
const timeFormats = TIME_FORMATS.map((format) => ({ id: format, name: format }));
const locales = LOCALES.map(({ locale, name }) => ({ id: locale, name }));
const phoneRule = (value: unknown) => (typeof value === 'string' && value && !/^\+\d{7,15}$/.test(value) ? 'validation.phone' : undefined);

/** Every IANA zone the browser knows, UTC first (the server's default). */
const timeZones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')].map((zone) => ({ id: zone, name: zone }));

interface Props {
  profile: ProfileRecord;
  onSubmit(values: ProfileRecord): Promise<Record<string, unknown> | undefined>;
}

export function ProfileForm({ profile, onSubmit }: Props) {
  const translate = useTranslate();
  const countries = useCountries();
  return (
    <Form record={profile} onSubmit={(values: Record<string, any>) => onSubmit(values as ProfileRecord)} noValidate>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate('profile_page.sections.personal')}
      </Typography>
      <TextInput source="name" label="profile_page.fields.name" validate={requiredRule} fullWidth />
      <TextInput source="email" label="profile_page.fields.email" validate={optionalEmailRule} type="email" fullWidth />
      <TextInput source="profile.phone" label="profile_page.fields.phone" validate={phoneRule} type="tel" placeholder="+380501234567" fullWidth />
      <TextInput source="profile.address" label="profile_page.fields.address" fullWidth />
      <AutocompleteInput source="profile.country" label="profile_page.fields.country" choices={countries} fullWidth />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate('profile_page.sections.display')}
      </Typography>
      <AutocompleteInput source="profile.time_zone" label="profile_page.fields.time_zone" choices={timeZones} validate={requiredRule} fullWidth />
      <SelectInput source="profile.identifier_format" label="profile_page.fields.identifier_format" choices={identifierFormats} validate={requiredRule} fullWidth />
      <SelectInput source="profile.time_format" label="profile_page.fields.time_format" choices={timeFormats} translateChoice={false} validate={requiredRule} fullWidth />
      <SelectInput source="locale" label="profile_page.fields.locale" choices={locales} translateChoice={false} validate={requiredRule} fullWidth />
      <Toolbar sx={{ px: 0 }}>
        <SaveButton label="profile_page.save" />
      </Toolbar>
    </Form>
  );
}
