/**
 * A reference field picked in the entity picker dialog (entities whose `picker` is `dialog`: groups): the
 * chosen records as chips by their title and a "Choose" button opening the picker. An id field picks one,
 * an id list several.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Button, Chip, FormControl, FormLabel, Stack } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { type Identifier, useGetManyAggregate, useTranslate } from 'react-admin';
import { entityByPath } from '../../schemas';
import type { FormNode } from '../form-schema';
import { recordTitle } from '../list-description';
import { commonKey } from '../locale-keys';
import { EntityPickerDialog } from './entity-picker-dialog';
import { asIds } from './reference-ids';
import { useChoicesWhere, useClearedWhenWhereChanges } from './use-choices-where';

export function ReferenceDialogWidget({ id, schema, value, onChange, multiple = false, disabled, readonly, required, label, hideLabel, rawErrors, options }: WidgetProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const reference = (schema as FormNode).reference ?? '';
  const entity = entityByPath(reference);
  const ids = asIds(value, multiple);
  const { data: records = [] } = useGetManyAggregate(reference, { ids }, { enabled: ids.length > 0 });
  const where = useChoicesWhere((schema as FormNode).choicesWhere);
  const cleared = options.emptyValue ?? undefined;
  useClearedWhenWhereChanges(where, ids.length > 0, () => onChange(multiple ? [] : cleared));
  if (!entity) throw new Error(`unknown reference ${reference}`);

  const inactive = disabled || readonly;
  const titleOf = (refId: Identifier) => recordTitle(entity, records.find((record) => record.id === refId) ?? { id: refId });
  // A required single reference is replaced through the picker, never emptied.
  const removable = !inactive && (multiple || !required);
  const remove = (refId: Identifier) => onChange(multiple ? ids.filter((other) => other !== refId) : cleared);

  return (
    <FormControl fullWidth required={required} disabled={inactive} error={Boolean(rawErrors?.length)}>
      {!hideLabel && <FormLabel htmlFor={id}>{label}</FormLabel>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
        {ids.map((refId) => (
          <Chip key={String(refId)} label={titleOf(refId)} onDelete={removable ? () => remove(refId) : undefined} />
        ))}
        {!inactive && (
          <Button id={id} size="small" startIcon={<SearchIcon />} onClick={() => setOpen(true)}>
            {translate(commonKey('choose'))}
          </Button>
        )}
      </Stack>
      <EntityPickerDialog
        open={open}
        entity={entity}
        multiple={multiple}
        selected={ids}
        where={where}
        onClose={() => setOpen(false)}
        onApprove={(chosen) => {
          setOpen(false);
          onChange(multiple ? chosen : (chosen[0] ?? cleared));
        }}
      />
    </FormControl>
  );
}
