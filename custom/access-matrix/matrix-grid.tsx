/**
 * The matrix as a window over a large grid: only the rows and columns in view (plus an overscan) are in
 * the page, at fixed row height and column width; the subjects' column and the devices' header stay put
 * while the rest scrolls. 1,000 × 200 cells render as a few hundred elements.
 */
import { Box, Typography, useTheme } from '@mui/material';
import { type UIEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LINE_HEIGHT, MAX_NAME_LINES, canvasMeasure, headerHeight } from './header-layout';
import type { MatrixDevice, Named, SubjectKind } from './matrix-api';
import { MatrixCellView } from './matrix-cell-view';
import { useMatrixCells } from './use-matrix-cells';
import { visibleRange } from './windowing';

export const ROW_HEIGHT = 32;
export const COLUMN_WIDTH = 120;
const NAME_WIDTH = 240;
/** A device header's side padding, both sides, and its name's weight. */
const HEADER_PADDING_X = 16;
const NAME_WEIGHT = 500;
const OVERSCAN = 4;

interface Props {
  kind: SubjectKind;
  subjects: Named[];
  devices: MatrixDevice[];
  /** Group names by id: each device's header says where it is. */
  groupNames: ReadonlyMap<number, string>;
  at: string;
  /** When the user last asked for fresh decisions: cached blocks older than that are fetched again. */
  refreshed: string;
}

const label = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' } as const;

export function MatrixGrid({ kind, subjects, devices, groupNames, at, refreshed }: Props) {
  const translate = useTranslate();
  // Tall enough for the longest device name, wrapped: no two panels look alike.
  const theme = useTheme();
  const headerPx = useMemo(() => {
    const { fontSize, fontFamily } = theme.typography.caption;
    const measure = canvasMeasure(`${NAME_WEIGHT} ${typeof fontSize === 'number' ? `${fontSize}px` : fontSize} ${fontFamily}`);
    return headerHeight(devices.map((device) => device.name), COLUMN_WIDTH - HEADER_PADDING_X, measure);
  }, [devices, theme]);
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
  const rows = visibleRange(scroll.top, scroll.height - headerPx, ROW_HEIGHT, subjects.length, OVERSCAN);
  const columns = visibleRange(scroll.left, scroll.width - NAME_WIDTH, COLUMN_WIDTH, devices.length, 2);
  const { cell, names, error } = useMatrixCells(kind, subjects.map((s) => s.id), devices.map((d) => d.id), at, rows, refreshed);
  const shownRows = subjects.slice(rows.first, rows.end);
  const shownColumns = devices.slice(columns.first, columns.end);
  const x = (c: number) => NAME_WIDTH + (columns.first + c) * COLUMN_WIDTH;
  const y = (r: number) => headerPx + (rows.first + r) * ROW_HEIGHT;

  // contain: strict sizes the viewport by the page alone, so the wide grid inside cannot widen the page.
  return (
    <>
      {error && (
        <Typography color="error" role="alert" sx={{ px: 2, pb: 1 }}>
          {error}
        </Typography>
      )}
      <Box ref={viewport} onScroll={onScroll} data-testid="access-matrix-grid" sx={{ position: 'relative', overflow: 'auto', width: '100%', height: 'calc(100vh - 240px)', minHeight: 240, contain: 'strict', border: 1, borderColor: 'divider' }}>
        <Box sx={{ position: 'relative', width: NAME_WIDTH + devices.length * COLUMN_WIDTH, height: headerPx + subjects.length * ROW_HEIGHT }}>
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
            <Box
              key={device.id}
              title={device.name}
              data-device={device.id}
              sx={{ position: 'absolute', top: scroll.top, left: x(c), width: COLUMN_WIDTH, height: headerPx, zIndex: 2, px: 1, py: 1, boxSizing: 'border-box', bgcolor: 'background.paper', borderBottom: 1, borderLeft: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}
            >
              <Typography
                component="div"
                variant="caption"
                data-device-name
                sx={{ flexShrink: 0, fontWeight: NAME_WEIGHT, lineHeight: `${LINE_HEIGHT}px`, overflowWrap: 'anywhere', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: MAX_NAME_LINES, overflow: 'hidden' }}
              >
                {device.name}
              </Typography>
              <Typography component="div" variant="caption" color="text.secondary" data-device-group sx={{ flexShrink: 0, lineHeight: `${LINE_HEIGHT}px`, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {device.domain_id === undefined ? '' : (groupNames.get(device.domain_id) ?? '')}
              </Typography>
            </Box>
          ))}
          <Typography component="div" variant="caption" sx={{ ...label, position: 'absolute', top: scroll.top, left: scroll.left, width: NAME_WIDTH, height: headerPx, lineHeight: `${headerPx}px`, zIndex: 3, color: 'text.secondary' }}>
            {translate('access_matrix.corner')}
          </Typography>
        </Box>
      </Box>
    </>
  );
}
