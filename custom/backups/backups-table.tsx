/** The kept backups, newest first: when, how, size, version, database, and the actions the reader may take. */
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import RestoreIcon from '@mui/icons-material/Restore';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { formatBytes } from '../system-info/bytes-view';
import type { BackupItem } from './backups-api';

export type BackupAction = 'download' | 'apply' | 'delete';

const ICONS = { download: <DownloadIcon />, apply: <RestoreIcon />, delete: <DeleteIcon /> };

export function BackupsTable({ items, actions, onAction }: { items: BackupItem[]; actions: BackupAction[]; onAction(action: BackupAction, item: BackupItem): void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dates = useDateTimeSettings();
  return (
    <Table size="small" aria-label={translate('backups.list')}>
      <TableHead>
        <TableRow>
          {['made_at', 'kind', 'size', 'version', 'database'].map((column) => (
            <TableCell key={column}>{translate(`backups.${column}`)}</TableCell>
          ))}
          {actions.length > 0 && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const date = formatDateTime(item.made_at, dates);
          return (
            <TableRow key={item.id}>
              <TableCell>{date}</TableCell>
              <TableCell>{translate(`backups.kinds.${item.kind}`)}</TableCell>
              <TableCell>{formatBytes(item.size, locale, translate)}</TableCell>
              <TableCell>{item.product_version}</TableCell>
              <TableCell>{translate(`backups.databases.${item.dialect}`)}</TableCell>
              {actions.length > 0 && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions.map((action) => (
                    <Tooltip key={action} title={translate(`backups.${action}`, { date })}>
                      <IconButton aria-label={translate(`backups.${action}`, { date })} onClick={() => onAction(action, item)} color={action === 'delete' ? 'error' : 'default'}>
                        {ICONS[action]}
                      </IconButton>
                    </Tooltip>
                  ))}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
