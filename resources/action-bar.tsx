/**
 * A page's top bar of buttons that never makes the page wider than the window (issue 14, item 6): the
 * buttons that fit stay in view, in order, and the rest are reached through a "More" menu. Every button
 * stays mounted where it was, only out of view, so a button that opens a dialog keeps its dialog: a menu
 * item clicks the button it stands for. Put the page's primary actions first; the last ones fold first.
 *
 * @example <ActionBar>{[<ListButton key="list" />, ...pageActions]}</ActionBar>
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { Children, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { TopToolbar, useTranslate } from 'react-admin';
import { fittingCount } from './action-bar-fit';
import { commonKey } from './locale-keys';

/** Room kept for the "More" button. */
const MORE_WIDTH = 48;

/** The control a slot holds (react-admin buttons are buttons or links). */
const controlOf = (slot: HTMLElement | null) => slot?.querySelector<HTMLElement>('button, a, [role="button"]') ?? null;

/** The slots from `shown` on that hold a button with a width (a button the user may not use renders nothing). */
function foldedIndexes(slots: readonly (HTMLElement | null)[], shown: number, count: number): number[] {
  const indexes: number[] = [];
  for (let index = shown; index < count; index++) {
    if (controlOf(slots[index]) && (slots[index]?.getBoundingClientRect().width ?? 0) > 0) indexes.push(index);
  }
  return indexes;
}

/** The slot indexes a key such as "3,5,6" names. */
const indexesOf = (key: string) => (key ? key.split(',').map(Number) : []);

/**
 * The first key's indexes, then those of the second it lacks, as one key: an open menu's items keep their
 * places and an item arriving late goes last, so no item moves under the pointer.
 */
const appended = (a: string, b: string) => [...new Set([...indexesOf(a), ...indexesOf(b)])].join(',');

export function ActionBar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const items = Children.toArray(children);
  const bar = useRef<HTMLDivElement>(null);
  const slots = useRef<(HTMLElement | null)[]>([]);
  const [shown, setShown] = useState(items.length);
  // Which folded slots hold a button, kept as state: a button that appears later (its permission or the
  // record's allowed actions arrive after the bar) renders inside its own component, and only this makes the
  // bar, and an open menu, list it.
  const [foldedKey, setFoldedKey] = useState('');
  // The open menu keeps every item it has listed, though the bar widens and shows them again (a title arriving
  // late takes room, then a wider window gives it back): an item never goes from under the pointer.
  const [menu, setMenu] = useState<{ anchor: HTMLElement; opened: string } | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      const widths = slots.current.slice(0, items.length).map((slot) => slot?.getBoundingClientRect().width ?? 0);
      const count = fittingCount(widths, bar.current?.clientWidth ?? Number.POSITIVE_INFINITY, MORE_WIDTH);
      setShown(count);
      const key = foldedIndexes(slots.current, count, items.length).join(',');
      setFoldedKey(key);
      setMenu((open) => open && { ...open, opened: appended(open.opened, key) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (bar.current) observer.observe(bar.current);
    for (const slot of slots.current) if (slot) observer.observe(slot);
    return () => observer.disconnect();
  }, [items.length]);

  const folded = indexesOf(menu ? appended(menu.opened, foldedKey) : foldedKey).map((index) => ({ index, slot: slots.current[index] }));
  return (
    <TopToolbar sx={{ minWidth: 0, maxWidth: '100%', flex: '1 1 auto' }}>
      {/*
        Relative: the folded buttons, out of the flow, are clipped here rather than widen the page. Contained
        inline: the bar's width never comes from its buttons, else a bar measured while the page was wide would
        keep the page wide (its buttons holding the width they were measured in).
      */}
      <Box ref={bar} sx={{ position: 'relative', display: 'flex', flex: '1 1 auto', justifyContent: 'flex-end', alignItems: 'center', minWidth: 0, overflow: 'hidden', contain: 'inline-size' }}>
        {items.map((item, index) => (
          <Box
            key={index}
            ref={(slot: HTMLElement | null) => {
              slots.current[index] = slot;
            }}
            aria-hidden={index >= shown || undefined}
            sx={{ display: 'flex', flex: 'none', ...(index >= shown && { visibility: 'hidden', position: 'absolute', pointerEvents: 'none' }) }}
          >
            {item}
          </Box>
        ))}
      </Box>
      {(foldedKey || menu) && (
        <>
          <Tooltip title={translate(commonKey('more_actions'))}>
            <IconButton aria-label={translate(commonKey('more_actions'))} aria-haspopup="menu" onClick={(event) => setMenu({ anchor: event.currentTarget, opened: foldedKey })} size="small" color="primary">
              <MoreVertIcon />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {folded.map(({ index, slot }) => (
              <MenuItem
                key={index}
                onClick={() => {
                  setMenu(null);
                  controlOf(slot)?.click();
                }}
              >
                {controlOf(slot)?.getAttribute('aria-label') || controlOf(slot)?.textContent}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </TopToolbar>
  );
}
