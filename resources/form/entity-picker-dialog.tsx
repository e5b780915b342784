/**
 * The shared entity picker (000 §2.7): single or multiple choice, a search box and a load-more button,
 * approve and cancel; the default dialog width (the theme's). Records of a tree show their place in it, and a
 * tree's search (groups, 000 §5.1 "domain search needs a minimum text length") starts at TREE_SEARCH_MIN_LENGTH.
 * A tree small enough (whole-tree.ts) is loaded whole and browsed as a tree, its search filtering it at once.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, List, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Identifier, type RaRecord, useTranslate } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { recordTitle } from '../list-description';
import { commonKey } from '../locale-keys';
import { PickerRow } from './picker-row';
import { PickerTree } from './picker-tree';
import { useDebouncedValue } from './use-debounced-value';
import { useReferenceChoices } from './use-reference-choices';
import { treeParentField, useTreePaths } from './use-tree-paths';
import { TREE_PICKER_LIMIT, type WholeTree, treeMatches, useWholeTree } from './whole-tree';

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
  const debounced = useDebouncedValue(tooShort ? '' : typed);
  const [tree, setTree] = useState<WholeTree>();
  // While the tree is loaded its search is local: the server is asked for no search.
  const { records, total, isPending, hasMore, loadMore, isFetching } = useReferenceChoices(entity, tree ? '' : debounced, open, where);
  // The plain list's total tells a small tree; a filter from the form (where) is the server's to apply.
  const unfiltered = !where || !Object.keys(where).length;
  const loaded = useWholeTree(entity, open && unfiltered && !isPending && !debounced && total <= TREE_PICKER_LIMIT);
  useEffect(() => setTree(open ? loaded : undefined), [open, loaded]);
  // Where the records form a tree, each says where it sits: look-alike names ("Entrance 1") are told apart.
  const paths = useTreePaths(entity, tree ? [] : records);
  const matches = tree && typed.length >= minLength ? treeMatches(entity, tree, typed) : undefined;
  const listed: { record: RaRecord; path?: string }[] = matches ?? records.map((record) => ({ record, path: paths.get(record.id) }));

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
          {tree && !matches ? (
            <PickerTree entity={entity} tree={tree} chosen={chosen} multiple={multiple} onPick={toggle} />
          ) : (
            listed.map(({ record, path }) => (
              <PickerRow key={record.id} id={record.id} title={recordTitle(entity, record)} path={path} checked={chosen.includes(record.id)} multiple={multiple} onPick={() => toggle(record.id)} />
            ))
          )}
        </List>
        {!(tree ? matches?.length !== 0 : isPending || records.length) && (
          <Typography variant="body2" color="text.secondary">
            {translate(commonKey('nothing_found'))}
          </Typography>
        )}
        {!tree && hasMore && (
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
