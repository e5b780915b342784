/** One decision: a green tick or a red cross, its reason on hover (and as its accessible name). */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Tooltip } from '@mui/material';
import type { CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import type { MatrixCell } from './matrix-api';
import { reasonText } from './reason-text';
import type { MatrixCells } from './use-matrix-cells';

interface Props {
  cell: MatrixCell | undefined;
  names: MatrixCells['names'];
  style: CSSProperties;
}

export function MatrixCellView({ cell, names, style }: Props) {
  const translate = useTranslate();
  if (!cell) return <Box style={style} sx={{ bgcolor: 'action.hover' }} data-state="loading" />;
  const reason = reasonText(cell, names, translate);
  return (
    <Tooltip title={reason} disableInteractive>
      <Box
        style={style}
        role="img"
        aria-label={reason}
        data-cell={`${cell.subject_id}:${cell.device_id}`}
        data-state={cell.allowed ? 'allowed' : 'denied'}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: cell.allowed ? 'success.light' : 'error.light', color: 'common.white', borderRight: 1, borderBottom: 1, borderColor: 'background.paper' }}
      >
        {cell.allowed ? <CheckIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
      </Box>
    </Tooltip>
  );
}
