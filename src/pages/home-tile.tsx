/**
 * One tile of Home's grid: a card named by its title, which links to the list it sums up, with the module's
 * figures and chart inside. `wide` tiles take two columns on a large screen, which always has three (a chart
 * with labels); below that a tile has one column, so a span never widens the grid past the window.
 */
import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-admin';

export interface HomeTileProps {
  title: string;
  /** The list the tile sums up, filtered as the tile counts (filtered-list-path.ts). */
  to: string;
  wide?: boolean;
  children: ReactNode;
}

export function HomeTile({ title, to, wide = false, children }: HomeTileProps) {
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ minWidth: 0, gridColumn: wide ? { lg: 'span 2' } : undefined }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          <MuiLink component={Link} to={to} underline="hover" color="inherit">
            {title}
          </MuiLink>
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A list's count as a tile shows it: `…` while loading, `10000+` when the server stopped counting (past
 * COUNT_CAP it answers a lower bound, marked `totalIsLowerBound` by the data provider).
 */
export function countFigure(list: { total?: number; meta?: { totalIsLowerBound?: boolean } }): string | number {
  if (list.total == null) return '…';
  return list.meta?.totalIsLowerBound ? `${list.total}+` : list.total;
}

/** A figure of a tile: a big number over its words, linking to the list of exactly those records. */
export function TileFigure({ value, label, to }: { value: ReactNode; label: string; to: string }) {
  return (
    <MuiLink component={Link} to={to} underline="hover" color="inherit" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0, mr: 3, mb: 1 }}>
      <Typography variant="h4" component="span">
        {value}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        {label}
      </Typography>
    </MuiLink>
  );
}
