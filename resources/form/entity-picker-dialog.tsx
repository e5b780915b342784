/**
 * The shared entity picker (000 §2.7): single or multiple choice, a search box and a load-more button,
 * approve and cancel; the default dialog width (the theme's). Records of a tree show their place in it, and a
 * tree's search (groups, 000 §5.1 "domain search needs a minimum text length") starts at TREE_SEARCH_MIN_LENGTH.
 */
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { type Identifier, useTranslate } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { recordTitle } from '../list-description';
import { commonKey } from '../locale-keys';
import { useDebouncedValue } from './use-debounced-value';
import { useReferenceChoices } from './use-reference-choices';
import { treeParentField, useTreePaths } from './use-tree-paths';

/** Characters a search of a tree needs: one letter matches most of a large estate's groups. */
export const TREE_SEARCH_MIN_LENGTH = 2;

interface EntityPickerDialogProps {
  open: boolean;
  entity: Entity;
  multiple: boolean;
  selected: Identifier[];
  /** The choices' filter from other fields of the form (use-choices-where.ts). */
  where?: Record<string, unknown> | null;
  onClose: () => void;
  onApprove: (ids: Identifier[]) => void;
}

export function EntityPickerDialog({ open, entity, multiple, selected, where, onClose, onApprove }: EntityPickerDialogProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Identifier[]>(selected);
  const typed = search.trim();
  const minLength = treeParentField(entity) ? TREE_SEARCH_MIN_LENGTH : 1;
  const tooShort = typed.length > 0 && typed.length < minLength;
  const query = useDebouncedValue(tooShort ? '' : typed);
  const { records, isPending, hasMore, loadMore, isFetching } = useReferenceChoices(entity, query, open, where);
  // Where the records form a tree, each says where it sits: look-alike names ("Entrance 1") are told apart.
  const paths = useTreePaths(entity, records);

  // Each opening starts from the field's current value.
  useEffect(() => {
    if (open) {
      setChosen(selected);
      setSearch('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const toggle = (id: Identifier) =>
    setChosen((current) => (!multiple ? [id] : current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{translate(`resources.${entity.path}.name`, { smart_count: multiple ? 2 : 1 })}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          size="small"
          placeholder={translate(commonKey('search'))}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={tooShort ? translate('validation.search_min_length', { length: minLength }) : undefined}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <List dense>
          {records.map((record) => {
            const checked = chosen.includes(record.id);
            const title = recordTitle(entity, record);
            const path = paths.get(record.id);
            const pathId = `entity-picker-path-${record.id}`;
            return (
              // Named by its title, its place said as its description.
              <ListItemButton key={record.id} onClick={() => toggle(record.id)} selected={checked} aria-label={title} aria-describedby={path ? pathId : undefined}>
                <ListItemIcon>{multiple ? <Checkbox edge="start" checked={checked} tabIndex={-1} disableRipple /> : <Radio edge="start" checked={checked} tabIndex={-1} disableRipple />}</ListItemIcon>
                <ListItemText primary={title} secondary={path || undefined} slotProps={{ secondary: { id: pathId } }} />
              </ListItemButton>
            );
          })}
        </List>
        {!isPending && !records.length && (
          <Typography variant="body2" color="text.secondary">
            {translate(commonKey('nothing_found'))}
          </Typography>
        )}
        {hasMore && (
          <Box sx={{ textAlign: 'center' }}>
            <Button onClick={loadMore} disabled={isFetching}>
              {translate(commonKey('load_more'))}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onApprove(chosen)}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
