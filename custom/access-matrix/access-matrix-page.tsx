/**
 * /access-matrix (000 §2, issue 6): users or identifiers against devices, each cell the server's access
 * decision now or at a chosen moment, with its reason on hover; narrowed to a group and everything below it.
 */
import { Card, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { consoleEntities } from '../../schemas';
import { pageOpensFor } from '../../src/menu/entity-pages';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { subtreeOf } from './group-subtree';
import { MATRIX_LIMITS, useMatrixApi } from './matrix-api';
import { MatrixGrid } from './matrix-grid';
import { type MatrixChoice, MatrixToolbar } from './matrix-toolbar';
import { OwnDoors } from './own-doors';

/** The moment the cells are decided at: the chosen one, or "now" fixed when the page loads or refreshes, so every block agrees. */
const momentOf = (choice: MatrixChoice, now: string) => (choice.moment === null ? now : new Date(choice.moment).toISOString());

/** Whoever may view devices gets the matrix; anyone else (a resident) their own doors. */
export default function AccessMatrixPage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return null;
  if (pageOpensFor(consoleEntities, Array.isArray(permissions) ? permissions : [])('/devices')) return <Matrix />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('access_matrix.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('access_matrix.own.intro')}
      </Typography>
      <OwnDoors />
    </Card>
  );
}

function Matrix() {
  const translate = useTranslate();
  // The user's format, in the browser's zone: the moment picker above takes the browser's local time.
  const dateSettings = { ...useDateTimeSettings(), timeZone: undefined };
  const [choice, setChoice] = useState<MatrixChoice>({ kind: 'users', groupId: null, moment: null });
  const [now, setNow] = useState(() => new Date().toISOString());
  const matrixApi = useMatrixApi();
  const groups = useQuery({ queryKey: ['access-matrix', 'groups'], queryFn: matrixApi.groups, retry: false });
  const groupIds = choice.groupId === null ? undefined : subtreeOf(groups.data ?? [], choice.groupId);
  const subjects = useQuery({ queryKey: ['access-matrix', 'subjects', choice.kind, groupIds, now], queryFn: () => matrixApi.subjects(choice.kind, groupIds), placeholderData: keepPreviousData });
  const devices = useQuery({ queryKey: ['access-matrix', 'devices', groupIds, now], queryFn: () => matrixApi.devices(groupIds), placeholderData: keepPreviousData });
  const at = momentOf(choice, now);
  const groupNames = useMemo(() => new Map((groups.data ?? []).map((group) => [group.id, group.name])), [groups.data]);
  const ready = subjects.data && devices.data;
  const truncated = ready && (subjects.data.pagination.total > subjects.data.data.length || devices.data.pagination.total > devices.data.data.length);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('access_matrix.title')} />
      <MatrixToolbar choice={choice} groups={groups.data ?? []} onChange={setChoice} onRefresh={() => setNow(new Date().toISOString())} />
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} data-testid="access-matrix-summary">
        {translate('access_matrix.decided_at', { at: formatDateTime(at, dateSettings) })}
        {ready && ` · ${translate('access_matrix.counts', { subjects: subjects.data.data.length, devices: devices.data.data.length })}`}
      </Typography>
      {truncated && (
        <Typography variant="body2" color="warning.main" sx={{ px: 2, pb: 1 }}>
          {translate('access_matrix.truncated', MATRIX_LIMITS)}
        </Typography>
      )}
      {!ready && <Typography sx={{ p: 2 }}>{translate('access_matrix.loading')}</Typography>}
      {ready && (subjects.data.data.length && devices.data.data.length ? (
        <MatrixGrid kind={choice.kind} subjects={subjects.data.data} devices={devices.data.data} groupNames={groupNames} at={at} refreshed={now} />
      ) : (
        <Typography sx={{ p: 2 }} color="text.secondary">{translate('access_matrix.empty')}</Typography>
      ))}
    </Card>
  );
}
