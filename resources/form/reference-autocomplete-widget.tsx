/**
 * A reference field as an inline autocomplete: type to search the other entity by its list search (`q`),
 * pick from the matches, the chosen records as chips for an id list. More matches load as the list is
 * scrolled to its end. A required single reference is replaced by picking another, never emptied.
 */
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { type UIEvent, useState } from 'react';
import { type RaRecord, useGetManyAggregate, useTranslate } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { recordTitle } from '../list-description';
import { commonKey } from '../locale-keys';
import { asIds } from './reference-ids';
import { useDebouncedValue } from './use-debounced-value';
import { useReferenceChoices } from './use-reference-choices';

/** Within this many pixels of the list's end, the next page loads. */
const LOAD_MORE_MARGIN = 48;

export function ReferenceAutocompleteWidget({ entity, ...props }: WidgetProps & { entity: Entity }) {
  const { id, value, onChange, onBlur, onFocus, multiple = false, disabled, readonly, required, label, hideLabel, rawErrors, options } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  const { records, isFetching, hasMore, loadMore } = useReferenceChoices(entity, search, open);
  const ids = asIds(value, multiple);
  const { data: loaded = [] } = useGetManyAggregate(entity.path, { ids }, { enabled: ids.length > 0 });
  // Until the chosen records arrive, their chips read "#id".
  const chosen = ids.map((refId) => loaded.find((record) => record.id === refId) ?? ({ id: refId } as RaRecord));
  const cleared = options.emptyValue ?? undefined;
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
      value={multiple ? chosen : (chosen[0] ?? null)}
      // The server searched already; the options are the matches.
      filterOptions={(matches) => matches}
      getOptionLabel={(record) => recordTitle(entity, record)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, picked) => {
        setInput('');
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
