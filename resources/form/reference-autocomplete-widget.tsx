/**
 * A reference field as an inline autocomplete: type to search the other entity by its list search (`q`),
 * pick from the matches, the chosen records as chips for an id list. More matches load as the list is
 * scrolled to its end. A required single reference is replaced by picking another, never emptied.
 *
 * The typed text is held here, not in MUI: MUI empties its own text whenever the value changes identity,
 * which a re-render or a chip's record arriving would otherwise do after every key.
 */
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { type UIEvent, useMemo, useState } from 'react';
import { type RaRecord, useGetManyAggregate, useTranslate } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { recordTitle } from '../list-description';
import type { FormNode } from '../form-schema';
import { commonKey } from '../locale-keys';
import { asIds } from './reference-ids';
import { useChoicesWhere, useClearedWhenWhereChanges } from './use-choices-where';
import { useDebouncedValue } from './use-debounced-value';
import { useReferenceChoices } from './use-reference-choices';

/** Within this many pixels of the list's end, the next page loads. */
const LOAD_MORE_MARGIN = 48;

export function ReferenceAutocompleteWidget({ entity, ...props }: WidgetProps & { entity: Entity }) {
  const { id, value, onChange, onBlur, onFocus, multiple = false, disabled, readonly, required, label, hideLabel, rawErrors, options, schema } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // What the box shows, and what the user typed: a single reference shows its choice's title, searched for nothing.
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 300);
  const where = useChoicesWhere((schema as FormNode).choicesWhere);
  const { records, isFetching, hasMore, loadMore } = useReferenceChoices(entity, search, open, where);
  const ids = asIds(value, multiple);
  const { data: loaded } = useGetManyAggregate(entity.path, { ids }, { enabled: ids.length > 0 });
  const idsKey = JSON.stringify(ids);
  // One value object while the ids and their records stay: until the chosen records arrive, chips read "#id".
  const chosen = useMemo(
    () => (JSON.parse(idsKey) as RaRecord['id'][]).map((refId) => loaded?.find((record) => record.id === refId) ?? ({ id: refId } as RaRecord)),
    [idsKey, loaded],
  );
  const current = useMemo(() => (multiple ? chosen : (chosen[0] ?? null)), [multiple, chosen]);
  const cleared = options.emptyValue ?? undefined;
  useClearedWhenWhereChanges(where, ids.length > 0, () => onChange(multiple ? [] : cleared));
  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (hasMore && !isFetching && list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN) loadMore();
  };

  return (
    <Autocomplete<RaRecord, boolean, boolean>
      id={id}
      multiple={multiple}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={records}
      value={current}
      inputValue={text}
      // The server searched already; the options are the matches.
      filterOptions={(matches) => matches}
      getOptionLabel={(record) => recordTitle(entity, record)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onInputChange={(_, next, reason) => {
        // A list keeps what is typed until a choice is made or the field is left; a single reference shows its choice.
        if (multiple && reason === 'reset') return;
        setText(next);
        setTyped(reason === 'input' ? next : '');
      }}
      onChange={(_, picked) => {
        setTyped('');
        if (multiple) setText('');
        if (Array.isArray(picked)) onChange(picked.map((record) => record.id));
        else onChange(picked ? picked.id : cleared);
      }}
      disableClearable={required && !multiple}
      disabled={disabled || readonly}
      filterSelectedOptions={multiple}
      loading={isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(commonKey('nothing_found'))}
      size="small"
      slotProps={{ listbox: { onScroll: onListScroll } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={hideLabel ? undefined : label}
          required={required}
          error={Boolean(rawErrors?.length)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isFetching && open ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
