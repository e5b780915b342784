/**
 * The generate groups dialog: counts and the numbering rule, a preview of the tree the server would make
 * (generate/tree, nothing written), then saving it (generate/save, one transaction). Any change to the form
 * drops the preview, so what is saved is what was seen.
 */
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { GeneratedTree } from '../../schemas/group-structure';
import { APARTMENT_NUMBERING } from '../../schemas/group-structure';
import { useHttp } from '../../src/providers/http-context';
import { GeneratedTreeView } from './generated-tree-view';

const COUNTS = ['units', 'first_unit', 'floors', 'first_floor', 'apartments_per_floor', 'first_apartment'] as const;
type CountField = (typeof COUNTS)[number];
type Numbering = (typeof APARTMENT_NUMBERING)[number];

const START: Record<CountField, string> = { units: '1', first_unit: '1', floors: '5', first_floor: '1', apartments_per_floor: '4', first_apartment: '1' };

export function GenerateGroupsDialog({ building, onClose }: { building: { id: number; name: string }; onClose: () => void }) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [counts, setCounts] = useState(START);
  const [numbering, setNumbering] = useState<Numbering>('through');
  const [tree, setTree] = useState<GeneratedTree>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const body = () => ({
    building_id: building.id,
    ...Object.fromEntries(COUNTS.map((field) => [field, Number(counts[field])])),
    numbering,
    names: { unit: translate('generate_groups.names.unit'), floor: translate('generate_groups.names.floor'), apartment: translate('generate_groups.names.apartment') },
  });
  const changed = (next: () => void) => {
    next();
    setTree(undefined);
    setError('');
  };
  const send = async (step: 'tree' | 'save') => {
    setBusy(true);
    setError('');
    try {
      if (step === 'tree') return setTree((await http<{ data: GeneratedTree }>('POST', '/groups/generate/tree', { body: body() })).data);
      const { data } = await http<{ data: { created: number } }>('POST', '/groups/generate/save', { body: body() });
      notify('generate_groups.saved', { type: 'success', messageArgs: { smart_count: data.created } });
      await queryClient.invalidateQueries({ queryKey: ['groups'] });
      refresh();
      onClose();
    } catch (failure) {
      setError((failure as Error).message || translate('errors.default'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="generate-groups-title">
      <DialogTitle id="generate-groups-title">{translate('generate_groups.title', { name: building.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {COUNTS.map((field) => (
              <TextField
                key={field}
                label={translate(`generate_groups.${field}`)}
                type="number"
                size="small"
                value={counts[field]}
                onChange={(event) => changed(() => setCounts({ ...counts, [field]: event.target.value }))}
                sx={{ width: 180 }}
              />
            ))}
          </Stack>
          <div>
            <FormLabel id="generate-numbering">{translate('generate_groups.numbering')}</FormLabel>
            <RadioGroup row aria-labelledby="generate-numbering" value={numbering} onChange={(event) => changed(() => setNumbering(event.target.value as Numbering))}>
              {APARTMENT_NUMBERING.map((rule) => (
                <FormControlLabel key={rule} value={rule} control={<Radio />} label={translate(`generate_groups.${rule}`)} />
              ))}
            </RadioGroup>
          </div>
          {error && <Alert severity="error">{error}</Alert>}
          {tree && <GeneratedTreeView tree={tree} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="generate_groups.cancel" onClick={onClose} />
        <Button label="generate_groups.preview" onClick={() => send('tree')} disabled={busy} />
        <Button label="generate_groups.save" variant="contained" onClick={() => send('save')} disabled={busy || !tree} />
      </DialogActions>
    </Dialog>
  );
}
