/**
 * An image of a group's settings section uploaded by its own route (a description's `images`: the white label's
 * logo): the image as stored, a button to upload a new one (the server checks it by content and resizes it, and
 * says why it refuses one) and one to remove it.
 */
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { errorDetails } from '../project-settings/section-errors';
import { fieldLabelKey, type TabSection } from '../project-settings/section-fields';

interface SectionImageInputProps {
  section: TabSection;
  field: string;
  /** POST and DELETE here. */
  endpoint: string;
  stored: string;
  readOnly: boolean;
}

export function SectionImageInput({ section, field, endpoint, stored, readOnly }: SectionImageInputProps) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const [image, setImage] = useState(stored);
  const [busy, setBusy] = useState(false);
  const label = translate(fieldLabelKey(section, field));

  const send = async (method: 'POST' | 'DELETE', body?: FormData) => {
    setBusy(true);
    try {
      const answer = await http<{ data: Record<string, string> }>(method, endpoint, body ? { body } : {});
      setImage(answer.data[field] ?? '');
      notify(method === 'POST' ? 'group_settings.image.uploaded' : 'group_settings.image.removed', { type: 'info' });
    } catch (failure) {
      const details = errorDetails(failure);
      notify(details.fields?.[field] ?? details.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append(field, file);
    void send('POST', form);
  };

  return (
    <Box component="section" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, minWidth: 80 }}>{label}</Typography>
      {image ? <img src={image} alt={label} style={{ maxHeight: 48, maxWidth: 192 }} /> : <Typography color="text.secondary">{translate('group_settings.image.none')}</Typography>}
      {busy && <CircularProgress size={20} />}
      {!readOnly && (
        <>
          <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={upload} />
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>{translate('group_settings.image.upload')}</Button>
          {image && <Button size="small" disabled={busy} onClick={() => void send('DELETE')}>{translate('group_settings.image.remove')}</Button>}
        </>
      )}
      <Typography variant="caption" color="text.secondary">{translate('group_settings.image.help')}</Typography>
    </Box>
  );
}
