/**
 * A command of a section (its description's `commands`: make a new mobile SDK API key). Asked first, since it
 * replaces what the section holds; what it answers (the new key) is shown once, to be copied, and never again.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { errorDetails } from './section-errors';
import type { TabSection } from './section-fields';

interface SectionCommandButtonProps {
  section: TabSection;
  command: { id: string; path: string };
}

export function SectionCommandButton({ section, command }: SectionCommandButtonProps) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<Record<string, unknown>>();
  const [running, setRunning] = useState(false);
  const key = `project_settings.commands.${section}.${command.id}`;

  const run = async () => {
    setRunning(true);
    try {
      setAnswer((await http<{ data: Record<string, unknown> }>('POST', `/project-settings/${command.path}`)).data);
    } catch (failure) {
      notify(errorDetails(failure).message, { type: 'error' });
    } finally {
      setRunning(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)} disabled={running}>
        {translate(`${key}.button`)}
      </Button>
      <Confirm isOpen={asking} loading={running} title={`${key}.button`} content={`${key}.confirm`} onConfirm={run} onClose={() => setAsking(false)} />
      <Dialog open={answer !== undefined} onClose={() => setAnswer(undefined)} aria-labelledby={`${section}-${command.id}-title`} maxWidth="sm" fullWidth>
        <DialogTitle id={`${section}-${command.id}-title`}>{translate(`${key}.done`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${key}.shown_once`)}</DialogContentText>
          {Object.entries(answer ?? {}).map(([name, value]) => (
            <TextField
              key={name}
              label={translate(`project_settings.fields.${section}.${name}.label`)}
              value={String(value)}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAnswer(undefined)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
