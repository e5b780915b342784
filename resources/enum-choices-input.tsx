/** A select of an enum's values with their translated labels (list filters). */
import { SelectInput, useTranslate } from 'react-admin';
import type { FieldDescription } from './field-kinds';
import { enumLabel } from './locale-keys';

interface EnumChoicesInputProps {
  source: string;
  label: string;
  resource: string;
  field: FieldDescription;
}

export function EnumChoicesInput({ source, label, resource, field }: EnumChoicesInputProps) {
  const translate = useTranslate();
  const choices = (field.values ?? []).map((value) => ({ id: value, name: enumLabel(translate, resource, field.path, value) }));
  return <SelectInput source={source} label={label} choices={choices} />;
}
