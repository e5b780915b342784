/**
 * The list's filter inputs: the search box (`q`, the entity's `list.search` fields), then one input per
 * `list.filters` field as described by list-description.ts.
 */
import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, DateInput, NumberInput, ReferenceInput, SearchInput, TextInput } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { EnumChoicesInput } from './enum-choices-input';
import { filterInputs } from './list-description';
import { fieldLabelKey } from './locale-keys';
import { RangeLabel } from './range-label';

export function entityFilters(entity: Entity): ReactElement[] {
  const inputs = filterInputs(entity).map(({ source, kind, field }) => {
    const label = fieldLabelKey(entity.path, field.path);
    switch (kind) {
      case 'begins':
        return <TextInput key={source} source={source} label={label} />;
      case 'number':
        return <NumberInput key={source} source={source} label={label} />;
      case 'boolean':
        return <BooleanInput key={source} source={source} label={label} />;
      case 'enum':
        return <EnumChoicesInput key={source} source={source} label={label} resource={entity.path} field={field} />;
      case 'reference':
        return (
          <ReferenceInput key={source} source={source} reference={field.reference!}>
            <AutocompleteInput label={label} />
          </ReferenceInput>
        );
      case 'since':
        return <DateInput key={source} source={source} label={<RangeLabel resource={entity.path} field={field.name} end={kind} />} />;
      case 'until':
        // Timestamps compare as ISO text: "to 2026-05-01" must include that whole day.
        return (
          <DateInput
            key={source}
            source={source}
            parse={(value: string) => (value ? `${value}T23:59:59.999Z` : value)}
            label={<RangeLabel resource={entity.path} field={field.name} end={kind} />}
          />
        );
    }
  });
  // No search box where nothing is searchable (a user's guest passes).
  return [...(entity.list.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : []), ...inputs];
}
