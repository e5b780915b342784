/**
 * The matrix as a window over a large grid: only the rows and columns in view (plus an overscan) are in
 * the page, at fixed row height and column width; the subjects' column and the devices' header stay put
 * while the rest scrolls. 1,000 × 200 cells render as a few hundred elements.
 */
import { Box, Typography } from '@mui/material';
import { type UIEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Named, SubjectKind } from './matrix-api';
import { MatrixCellView } from './MatrixCellView';
import { useMatrixCells } from './useMatrixCells';
import { visibleRange } from './windowing';

export const ROW_HEIGHT = 32;
export const COLUMN_WIDTH = 120;
const NAME_WIDTH = 240;
const HEADER_HEIGHT = 48;
const OVERSCAN = 4;

interface Props {
  kind: SubjectKind;
  subjects: Named[];
  devices: Named[];
  at: string;
  /** When the user last asked for fresh decisions: cached blocks older than that are fetched again. */
  refreshed: string;
}

const label = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' } as const;

export function MatrixGrid({ kind, subjects, devices, at, refreshed }: Props) {
  const translate = useTranslate();
  const viewport = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, left: 0, width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = viewport.current!;
    const measure = () => setScroll((s) => ({ ...s, width: element.clientWidth, height: element.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollLeft } = event.currentTarget;
    setScroll((s) => ({ ...s, top: scrollTop, left: scrollLeft }));
  };
  const rows = visibleRange(scroll.top, scroll.height - HEADER_HEIGHT, ROW_HEIGHT, subjects.length, OVERSCAN);
  const columns = visibleRange(scroll.left, scroll.width - NAME_WIDTH, COLUMN_WIDTH, devices.length, 2);
  const { cell, names, error } = useMatrixCells(kind, subjects.map((s) => s.id), devices.map((d) => d.id), at, rows, refreshed);
  const shownRows = subjects.slice(rows.first, rows.end);
  const shownColumns = devices.slice(columns.first, columns.end);
  const x = (c: number) => NAME_WIDTH + (columns.first + c) * COLUMN_WIDTH;
  const y = (r: number) => HEADER_HEIGHT + (rows.first + r) * ROW_HEIGHT;

  // contain: strict sizes the viewport by the page alone, so the wide grid inside cannot widen the page.
  return (
    <>
      {error && (
        <Typography color="error" role="alert" sx={{ px: 2, pb: 1 }}>
          {error}
        </Typography>
      )}
      <Box ref={viewport} onScroll={onScroll} data-testid="access-matrix-grid" sx={{ position: 'relative', overflow: 'auto', width: '100%', height: 'calc(100vh - 240px)', minHeight: 240, contain: 'strict', border: 1, borderColor: 'divider' }}>
        <Box sx={{ position: 'relative', width: NAME_WIDTH + devices.length * COLUMN_WIDTH, height: HEADER_HEIGHT + subjects.length * ROW_HEIGHT }}>
          {shownRows.map((subject, r) =>
            shownColumns.map((device, c) => (
              <MatrixCellView key={`${subject.id}:${device.id}`} cell={cell(subject.id, device.id)} names={names} style={{ position: 'absolute', top: y(r), left: x(c), width: COLUMN_WIDTH, height: ROW_HEIGHT }} />
            )),
          )}
          {shownRows.map((subject, r) => (
            <Typography key={subject.id} component="div" variant="body2" title={subject.name} data-subject={subject.id} sx={{ ...label, position: 'absolute', top: y(r), left: scroll.left, width: NAME_WIDTH, height: ROW_HEIGHT, lineHeight: `${ROW_HEIGHT}px`, zIndex: 1 }}>
              {subject.name}
            </Typography>
          ))}
          {shownColumns.map((device, c) => (
            <Typography key={device.id} component="div" variant="subtitle2" title={device.name} data-device={device.id} sx={{ ...label, position: 'absolute', top: scroll.top, left: x(c), width: COLUMN_WIDTH, height: HEADER_HEIGHT, lineHeight: `${HEADER_HEIGHT}px`, zIndex: 2 }}>
              {device.name}
            </Typography>
          ))}
          <Typography component="div" variant="caption" sx={{ ...label, position: 'absolute', top: scroll.top, left: scroll.left, width: NAME_WIDTH, height: HEADER_HEIGHT, lineHeight: `${HEADER_HEIGHT}px`, zIndex: 3, color: 'text.secondary' }}>
            {translate('access_matrix.corner')}
          </Typography>
        </Box>
      </Box>
    </>
  );
}
