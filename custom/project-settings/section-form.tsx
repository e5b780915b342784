/**
 * One settings section as a form: read with GET /project-settings/{section} (or a group's endpoint), saved with a PATCH of
 * the changed fields only; the server's field errors land on the fields (section-errors.ts) and nothing is
 * stored until they are fixed. Read-only users get the same fields, disabled, and no Save.
 */
import { Alert, Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { useHttp } from '../../src/providers/http-context';
import { type SettingsField, type TabSection, headingKey, sectionGroups, tabKey } from './section-fields';
import { errorDetails, sectionFieldErrors } from './section-errors';
import { filledSecrets, fromFormValues, patchBody, toFormValues, valueAt } from './section-values';
import { SettingsInput } from './settings-input';
import { SectionCommandButton } from './section-command-button';
import { SectionTestButton } from './section-test-button';
import { SETTINGS_SECTIONS } from '../../schemas/settings';

type Json = Record<string, unknown>;

interface SectionFormProps {
  section: TabSection;
  readOnly: boolean;
  /** Told whenever the form starts or stops holding unsaved changes. */
  onDirtyChange(section: TabSection, dirty: boolean): void;
  /** Where the section is read and changed; absent: /project-settings/<path> (a group's: /groups/{id}/settings/<path>). */
  endpoint?: string;
  /** Shown above the fields once the section is read (a group's: where its value comes from). */
  header?: (stored: Record<string, unknown>) => ReactNode;
}

export function SectionForm({ section, readOnly, onDirtyChange, endpoint, header }: SectionFormProps) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  // The route's name may differ from the section's (push → push-server).
  const path = endpoint ?? `/project-settings/${SETTINGS_SECTIONS[section].path ?? section}`;
  const groups = useMemo(() => sectionGroups(section), [section]);
  const fields = useMemo(() => groups.flatMap((group) => group.fields), [groups]);
  const [stored, setStored] = useState<Json>();
  const [loadError, setLoadError] = useState<string>();
  // A new version after each save starts the form again from what the server stored.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    http<{ data: Json }>('GET', path).then(
      (answer) => live && setStored(answer.data),
      (failure: Error) => live && setLoadError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [http, path]);

  const started = useMemo(() => (stored ? toFormValues(fields, stored) : undefined), [fields, stored]);
  const filled = useMemo(() => (stored ? filledSecrets(fields, stored) : new Set<string>()), [fields, stored]);

  if (loadError) return <Alert severity="error">{translate('project_settings.load_error', { error: loadError })}</Alert>;
  if (!started) return <LinearProgress aria-label={translate('project_settings.loading')} />;

  const submit = async (values: Json) => {
    const body = patchBody(fields, started, values);
    if (!Object.keys(body).length) return undefined;
    try {
      const answer = await http<{ data: Json }>('PATCH', path, { body });
      onDirtyChange(section, false);
      setStored(answer.data);
      setVersion((count) => count + 1);
      notify('project_settings.saved', { type: 'info', messageArgs: { section: translate(tabKey(section)) } });
      return undefined;
    } catch (failure) {
      const details = errorDetails(failure);
      if (!details.fields) {
        notify(details.message, { type: 'error' });
        return undefined;
      }
      const errors = sectionFieldErrors(details.fields, details.codes, fields, fromFormValues(fields, values), translate);
      notify(errors.formMessages[0] ?? 'validation.check_fields', { type: 'error' });
      // react-admin's Form puts these on the fields (setError per name).
      return errors.fields;
    }
  };

  return (
    <Form key={version} record={started} onSubmit={submit as never} noValidate>
      {header?.(stored!)}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {groups.map((group) => (
          <Box component="section" key={group.id} aria-labelledby={`${section}-${group.id}-title`}>
            <GroupHeading section={section} groupId={group.id} fields={group.fields} />
            <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {group.fields.map((field) => (
                <SettingsInput key={field.name} section={section} field={field} disabled={readOnly} filled={filled.has(field.name)} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {/* A read-only form holds no changes of the user's: nothing to ask about before leaving. */}
      {!readOnly && <Changes fields={fields} started={started} onChange={(dirty) => onDirtyChange(section, dirty)} />}
      {!readOnly && <SaveBar section={section} fields={fields} started={started} />}
    </Form>
  );
}

/** A group's heading; a group whose fields are all hidden (SMTP while mail is off) shows none. */
function GroupHeading({ section, groupId, fields }: { section: TabSection; groupId: string; fields: SettingsField[] }) {
  const translate = useTranslate();
  const values = useWatch();
  const shown = fields.some((field) => !field.shownWhen || valueAt(values, field.shownWhen.name) === field.shownWhen.equals);
  if (!shown) return null;
  return (
    <Typography id={`${section}-${groupId}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
      {translate(headingKey(section, groupId))}
    </Typography>
  );
}

const useHasChanges = (fields: SettingsField[], started: Json) => {
  const values = useWatch() as Json;
  return Object.keys(patchBody(fields, started, values)).length > 0;
};

/** Reports whether the form holds changes that a save would send (a reordered blank line is none). */
function Changes({ fields, started, onChange }: { fields: SettingsField[]; started: Json; onChange(dirty: boolean): void }) {
  const dirty = useHasChanges(fields, started);
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

function SaveBar({ section, fields, started }: { section: TabSection; fields: SettingsField[]; started: Json }) {
  const translate = useTranslate();
  const dirty = useHasChanges(fields, started);
  const { isSubmitting } = useFormState();
  const testPath = SETTINGS_SECTIONS[section].test?.path;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, pt: 2 }}>
      {SETTINGS_SECTIONS[section].commands?.map((command) => <SectionCommandButton key={command.id} section={section} command={command} />)}
      {testPath && <SectionTestButton section={section} path={testPath} fields={fields} started={started} />}
      <Button
        type="submit"
        variant="contained"
        disabled={!dirty || isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate('ra.action.save')}
      </Button>
    </Box>
  );
}
