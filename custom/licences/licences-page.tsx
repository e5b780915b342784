/**
 * /licenses (000 §3.13, §4.1; 001 §7 "Licences: list, add from file, delete"): the installed licences with their
 * status, period and the features they give; this installation's id, which a supplier puts in a licence file;
 * and, for licence managers, adding a licence from its file and deleting one. Only a signed file raises the
 * server licence (server/licensing/licence-file.ts), so there is nothing here to type a limit into; managers
 * set only the sizes licences are sold in (PackageSizesCard).
 */
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useBack } from '../../src/navigation/use-back';
import { periodEndText } from '../../src/licensing/period-ends';
import { formatDate } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { PackageSizesCard } from './package-sizes-card';
import { type InstalledLicence, type LicenceStatus, type Licences, givenFeatures, useLicencesApi } from './licences-api';

const LICENCES_QUERY = ['licences'];

const STATUS_COLOURS: Record<LicenceStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  active: 'success',
  ending: 'warning',
  expired: 'error',
  pending: 'info',
  disabled: 'default',
};

export default function LicencesPage() {
  const { readLicences, addLicence, deleteLicence } = useLicencesApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: LICENCES_QUERY, queryFn: readLicences });
  const [deleting, setDeleting] = useState<InstalledLicence>();
  const picker = useRef<HTMLInputElement>(null);

  /** Adds or deletes, then reads the licences again; the banner and the menu follow (the shell's queries). */
  const perform = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      notify(done, { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: LICENCES_QUERY });
      await queryClient.invalidateQueries({ queryKey: ['shell'] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await perform(async () => addLicence(await file.text()), 'licences.added');
  };
  const remove = async () => {
    const licence = deleting;
    setDeleting(undefined);
    if (licence) await perform(() => deleteLicence(licence.id), 'licences.deleted');
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('licences.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('licences.title')}
        </Typography>
        <BackWhenOpened />
        {data?.can_manage && (
          <>
            <input ref={picker} type="file" accept=".json,.lic,application/json" hidden onChange={upload} data-testid="licence-file" />
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => picker.current?.click()}>
              {translate('licences.add')}
            </Button>
          </>
        )}
      </Stack>
      <InstallationId id={data?.installation_id} />
      {data?.in_effect && <InEffect licence={data.in_effect} />}
      <Card aria-label={translate('licences.in_effect.files')}>
        <CardContent>
          {data && !data.data.length ? (
            <Typography color="text.secondary">{translate('licences.empty')}</Typography>
          ) : (
            <LicenceTable licences={data?.data ?? []} canManage={Boolean(data?.can_manage)} onDelete={setDeleting} />
          )}
        </CardContent>
      </Card>
      {data?.can_manage && <PackageSizesCard />}
      <Confirm
        isOpen={deleting !== undefined}
        title="licences.confirm_delete_title"
        content="licences.confirm_delete_content"
        translateOptions={{ issuer: deleting?.issuer ?? '' }}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}

/** Opened from another page (the licence warning's button, 000 §2.1): Back returns there. */
function BackWhenOpened() {
  const translate = useTranslate();
  const back = useBack();
  if (!new URLSearchParams(useLocation().search).has('pageId')) return null;
  return (
    <Button onClick={() => back()} startIcon={<ArrowBackIcon />} sx={{ mr: 'auto' }}>
      {translate('licences.back')}
    </Button>
  );
}

/**
 * The server licence in effect (project settings 'license', which the files set and a manager may lower): the
 * same source, and the same warning, as the banner on every page, so the two never disagree.
 */
function InEffect({ licence }: { licence: Licences['in_effect'] }) {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const day = (ms: number) => formatDate(new Date(ms).toISOString(), settings);
  const { status, days } = licence.warning;
  const said = status === 'will_expire' || status === 'already_expired' ? translate(`shell.licence_warning.${status}`, { smart_count: Math.abs(days ?? 0) }) : translate(`licences.in_effect.${status}`);
  return (
    <Card aria-label={translate('licences.in_effect.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('licences.in_effect.title')}
        </Typography>
        <Typography>
          {translate('licences.in_effect.issuer')}: {licence.issuer}
        </Typography>
        <Typography>
          {translate('licences.in_effect.period')}: {periodEndText(licence.period.from, 'start', translate, day)} – {periodEndText(licence.period.to, 'end', translate, day)}
        </Typography>
        <Typography color={status === 'normal' ? 'text.secondary' : 'warning.main'} data-testid="licence-in-effect-status">
          {said}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The id a supplier needs, with a copy button. */
function InstallationId({ id }: { id: string | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    if (!id) return;
    // The clipboard API needs a secure context; otherwise the id is selected, for the user to copy by hand.
    try {
      await navigator.clipboard.writeText(id);
      notify('licences.copied', { type: 'info' });
    } catch {
      const shown = document.querySelector('[data-testid="installation-id"]');
      if (shown) window.getSelection()?.selectAllChildren(shown);
    }
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('licences.installation_id')}
      </Typography>
      <Typography variant="body2" component="code" data-testid="installation-id" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {id ?? '…'}
      </Typography>
      <Tooltip title={translate('licences.copy')}>
        <IconButton size="small" onClick={copy} aria-label={translate('licences.copy')}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function LicenceTable({ licences, canManage, onDelete }: { licences: InstalledLicence[]; canManage: boolean; onDelete: (licence: InstalledLicence) => void }) {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const day = (ms: number) => formatDate(new Date(ms).toISOString(), settings);
  return (
    <Table size="small" aria-label={translate('licences.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('licences.columns.issuer')}</TableCell>
          <TableCell>{translate('licences.columns.status')}</TableCell>
          <TableCell>{translate('licences.columns.period')}</TableCell>
          <TableCell>{translate('licences.columns.features')}</TableCell>
          {canManage && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {licences.map((licence) => (
          <TableRow key={licence.id}>
            <TableCell>{licence.issuer}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOURS[licence.status]} label={translate(`licences.statuses.${licence.status}`)} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {periodEndText(licence.period.from, 'start', translate, day)} – {periodEndText(licence.period.to, 'end', translate, day)}
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {givenFeatures(licence).map(({ name, qty }) => (
                  <Chip key={name} size="small" variant="outlined" label={`${translate(`licences.features.${name}`)}${qty === null ? '' : `: ${qty}`}`} />
                ))}
              </Box>
            </TableCell>
            {canManage && (
              <TableCell align="right">
                <Tooltip title={translate('ra.action.delete')}>
                  <IconButton aria-label={`${translate('ra.action.delete')}: ${licence.issuer}`} onClick={() => onDelete(licence)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
