/**
 * The sizes licences are sold in (the licence settings' `package_sizes`): a group's package quantity must be a
 * multiple of its type's size (server/licensing/group-licence-rules.ts). Licence managers set them here; the
 * page shows the card to them only. 1 means any count.
 */
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PACKAGE_TYPES, type PackageType } from '../../schemas/group-licence';
import { useHttp } from '../../src/providers/http-context';
import { LicenceTypesInfoDialog } from '../../src/dialogs/licence-types-info-dialog';

type Sizes = Record<PackageType, number>;
const SETTINGS_QUERY = ['licence-settings'];

export function PackageSizesCard() {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: SETTINGS_QUERY,
    queryFn: ({ signal }) => http<{ data: { package_sizes: Sizes } }>('GET', '/project-settings/licenses', { signal }),
  });
  const [sizes, setSizes] = useState<Record<PackageType, string>>();
  const [typesShown, setTypesShown] = useState(false);
  useEffect(() => {
    if (data) setSizes({ basic_paid: String(data.data.package_sizes.basic_paid), plus: String(data.data.package_sizes.plus) });
  }, [data]);
  const valid = sizes !== undefined && PACKAGE_TYPES.every((type) => /^[1-9]\d{0,4}$/.test(sizes[type]));
  const save = async () => {
    if (!valid) return;
    try {
      await http('PATCH', '/project-settings/licenses', { body: { package_sizes: { basic_paid: Number(sizes.basic_paid), plus: Number(sizes.plus) } } });
      notify('licences.package_sizes.saved', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('licences.package_sizes.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('licences.package_sizes.help')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {PACKAGE_TYPES.map((type) => (
            <TextField
              key={type}
              size="small"
              type="number"
              label={translate(`licences.types.${type}`)}
              value={sizes?.[type] ?? ''}
              // Until the stored sizes arrive there is nothing to edit: a key typed then would be lost.
              disabled={sizes === undefined}
              onChange={(event) => setSizes((current) => current && { ...current, [type]: event.target.value })}
              error={sizes !== undefined && !/^[1-9]\d{0,4}$/.test(sizes[type])}
              slotProps={{ htmlInput: { min: 1, max: 10000, step: 1 } }}
            />
          ))}
          <Button variant="contained" onClick={save} disabled={!valid}>
            {translate('ra.action.save')}
          </Button>
          <Button onClick={() => setTypesShown(true)}>{translate('shell.dialogs.licence_types.title')}</Button>
        </Stack>
        <LicenceTypesInfoDialog open={typesShown} onClose={() => setTypesShown(false)} />
      </CardContent>
    </Card>
  );
}
