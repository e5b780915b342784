/**
 * The test of a section's settings before they are saved (its description's `test`: the mail test, the push
 * server's test-send): the form's unsaved fields go with it. The outcome is said in the user's language; a
 * failure names its kind and quotes the far server's own words (an SMTP server's reply), which no one translates.
 */
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useHttp } from '../../src/providers/http-context';
import { errorDetails } from './section-errors';
import type { SettingsField, TabSection } from './section-fields';
import { patchBody } from './section-values';

type Json = Record<string, unknown>;

interface SectionTestButtonProps {
  section: TabSection;
  path: string;
  fields: SettingsField[];
  started: Json;
}

/** What a failed test says: its kind in the user's language, with the far server's reason when it gave one. */
export function testFailureMessage(section: TabSection, error: unknown, translate: (key: string, options?: Json) => string) {
  const failure = (error as { body?: { error?: { failure?: string; reason?: string } } })?.body?.error;
  // Not the far server's failure (a field the server refused): the console's own message for it, localised already.
  if (!failure?.failure) return errorDetails(error).message === 'errors.default' ? translate('project_settings.test.failed_unknown') : errorDetails(error).message;
  const kind = translate(`project_settings.test.failures.${section}.${failure.failure}`, { _: failure.failure });
  return failure.reason ? translate('project_settings.test.failed_with_reason', { kind, reason: failure.reason }) : kind;
}

export function SectionTestButton({ section, path, fields, started }: SectionTestButtonProps) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const values = useWatch() as Json;
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    try {
      const answer = await http<{ data: Json }>('POST', `/project-settings/${path}`, { body: { settings: patchBody(fields, started, values) } });
      notify(`project_settings.test.done.${section}`, { type: 'info', messageArgs: answer.data });
    } catch (failure) {
      notify(testFailureMessage(section, failure, translate), { type: 'error', autoHideDuration: 15_000 });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button variant="outlined" onClick={run} disabled={running} startIcon={running ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {translate(`project_settings.test.button.${section}`)}
    </Button>
  );
}
