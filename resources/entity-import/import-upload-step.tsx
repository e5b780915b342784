/** The import's first step: choose an XLSX or CSV file (or download the empty template) and upload it. */
import { Button as MuiButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { ImportSession } from '../../schemas/import';
import { useHttp } from '../../src/providers/http-context';
import { downloadTemplate, uploadImport } from './import-calls';
import type { StepRun } from './import-step-run';

export interface UploadStepProps {
  path: string;
  run: StepRun;
  onUploaded: (session: ImportSession) => void;
}

export function UploadStep({ path, run, onUploaded }: UploadStepProps) {
  const translate = useTranslate();
  const http = useHttp();
  const [file, setFile] = useState<File>();
  const upload = () => file && run(async () => onUploaded(await uploadImport(http, path, file)));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{translate('entity_import.upload.hint')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MuiButton component="label" variant="outlined">
          {translate('entity_import.upload.choose')}
          <input hidden type="file" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label={translate('entity_import.upload.choose')} onChange={(event) => setFile(event.target.files?.[0])} />
        </MuiButton>
        <Button label="entity_import.upload.template" onClick={() => run(() => downloadTemplate(http, path))} />
      </Stack>
      {file && <Typography variant="body2">{translate('entity_import.upload.chosen', { name: file.name })}</Typography>}
      <Button label="entity_import.upload.send" variant="contained" disabled={!file || run.busy} onClick={upload} />
    </Stack>
  );
}
