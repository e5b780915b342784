/**
 * The reports' filters (001 §7): groups, group types and group administrators combined by "matching", and the
 * dates — a range for the licences used, either end of the period with its condition for the periods.
 */
import { Button, FormControl, InputLabel, MenuItem, Select, type SelectProps, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { GROUP_TYPES } from '../../schemas/group';
import { DATE_CONDITIONS, type DateCondition, PERIOD_STATUSES } from '../../schemas/licence-report-query';
import { type PickedRecord, RecordPicker } from './record-picker';
import type { ReportFilters } from './report-query';

export interface PickedFilters {
  domains: PickedRecord[];
  domain_admins: PickedRecord[];
}

export interface ReportFiltersBarProps {
  kind: 'used' | 'period';
  filters: ReportFilters;
  picked: PickedFilters;
  onChange: (filters: ReportFilters, picked: PickedFilters) => void;
  onReset: () => void;
}

/** A select named by its label (the label's id tied to the combobox), so it is found and read by its name. */
function LabelledSelect<T>({ label, sx, ...props }: { label: string; sx?: object } & Omit<SelectProps<T>, 'label' | 'labelId' | 'sx'>) {
  const id = useId();
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select<T> {...props} label={label} labelId={id} />
    </FormControl>
  );
}

export function ReportFiltersBar({ kind, filters, picked, onChange, onReset }: ReportFiltersBarProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`licence_reports.filters.${key}`);
  const set = (change: Partial<ReportFilters>, pickedChange: Partial<PickedFilters> = {}) => onChange({ ...filters, ...change }, { ...picked, ...pickedChange });

  const dateField = (key: 'date_from' | 'date_to' | 'last_notified_at', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={filters[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    />
  );
  const conditionField = (key: 'date_from_condition' | 'date_to_condition' | 'last_notified_at_condition', label: string) => (
    <LabelledSelect<DateCondition> sx={{ width: 140 }} label={label} value={filters[key]} onChange={(event) => set({ [key]: event.target.value as DateCondition })}>
      {DATE_CONDITIONS.map((condition) => (
        <MenuItem key={condition} value={condition}>
          {t(`conditions.${condition}`)}
        </MenuItem>
      ))}
    </LabelledSelect>
  );

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} role="search">
      <RecordPicker resource="groups" label={t('groups')} value={picked.domains} onChange={(domains) => set({ domains: domains.map((d) => d.id) }, { domains })} />
      <LabelledSelect<number[]>
        sx={{ minWidth: 180, flex: '0 1 220px' }}
        multiple
        label={t('group_types')}
        value={filters.domain_types}
        onChange={(event) => set({ domain_types: (event.target.value as number[]).map(Number) })}
        renderValue={(types) => types.map((type) => translate(`resources.groups.enums.domain_type_id.${type}`)).join(', ')}
      >
        {Object.values(GROUP_TYPES).map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`resources.groups.enums.domain_type_id.${type}`)}
          </MenuItem>
        ))}
      </LabelledSelect>
      <RecordPicker resource="users" label={t('group_admins')} value={picked.domain_admins} onChange={(admins) => set({ domain_admins: admins.map((a) => a.id) }, { domain_admins: admins })} />
      <LabelledSelect<ReportFilters['matching']> sx={{ width: 180 }} label={t('matching')} value={filters.matching} onChange={(event) => set({ matching: event.target.value as ReportFilters['matching'] })}>
        <MenuItem value="match_all">{t('match_all')}</MenuItem>
        <MenuItem value="match_any">{t('match_any')}</MenuItem>
      </LabelledSelect>
      {kind === 'used' ? (
        <>
          {dateField('date_from', t('date_from'))}
          {dateField('date_to', t('date_to'))}
        </>
      ) : (
        <>
          <LabelledSelect<string[]>
            sx={{ minWidth: 160, flex: '0 1 220px' }}
            multiple
            label={t('status')}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as string[] })}
            renderValue={(statuses) => statuses.map((status) => translate(`licence_reports.statuses.${status}`)).join(', ')}
          >
            {PERIOD_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {translate(`licence_reports.statuses.${status}`)}
              </MenuItem>
            ))}
          </LabelledSelect>
          {dateField('date_from', t('period_from'))}
          {conditionField('date_from_condition', t('condition'))}
          {dateField('date_to', t('period_to'))}
          {conditionField('date_to_condition', t('condition'))}
          {dateField('last_notified_at', t('last_notified_at'))}
          {conditionField('last_notified_at_condition', t('condition'))}
        </>
      )}
      <Button onClick={onReset}>{t('reset')}</Button>
    </Stack>
  );
}
