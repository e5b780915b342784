/**
 * One record in the picker dialog: named by its title, its place in a tree said as its description, ticked
 * with a radio (one choice) or a checkbox (several). In a tree, `depth` indents it and `toggle` opens or closes
 * what it holds.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Checkbox, IconButton, ListItem, ListItemButton, ListItemIcon, ListItemText, Radio } from '@mui/material';
import { type Identifier, useTranslate } from 'react-admin';
import { commonKey } from '../locale-keys';

interface PickerRowProps {
  id: Identifier;
  title: string;
  path?: string;
  checked: boolean;
  multiple: boolean;
  onPick: () => void;
  /** In a tree: how deep, and for a record holding others, whether they show and how to change it. */
  tree?: { depth: number; opened?: boolean; toggle?: () => void };
}

const INDENT = 3;

export function PickerRow({ id, title, path, checked, multiple, onPick, tree }: PickerRowProps) {
  const translate = useTranslate();
  const pathId = `entity-picker-path-${id}`;
  const button = (
    <ListItemButton onClick={onPick} selected={checked} aria-label={title} aria-describedby={path ? pathId : undefined}>
      <ListItemIcon>{multiple ? <Checkbox edge="start" checked={checked} tabIndex={-1} disableRipple /> : <Radio edge="start" checked={checked} tabIndex={-1} disableRipple />}</ListItemIcon>
      <ListItemText primary={title} secondary={path || undefined} slotProps={{ secondary: { id: pathId } }} />
    </ListItemButton>
  );
  if (!tree) return button;
  const label = translate(commonKey(tree.opened ? 'tree_collapse' : 'tree_expand'), { name: title });
  return (
    <ListItem disablePadding sx={{ pl: tree.depth * INDENT }}>
      {tree.toggle ? (
        <IconButton size="small" onClick={tree.toggle} aria-label={label} aria-expanded={tree.opened}>
          {tree.opened ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
      {button}
    </ListItem>
  );
}
