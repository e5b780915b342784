/**
 * rjsf widget for an identifier's value: a user whose identifier_format is hex sees a stored card, UKEY or
 * UKEY2 number as `0x…` hex (stored in decimal, 001 §9) and types hex; the server reads unmarked values by
 * the same setting, so what the user sees is what the user enters.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useRecordContext } from 'react-admin';
import { type IdentifierType, NUMERIC_IDENTIFIER_TYPES } from '../../schemas/identifier';
import { type IdentifierFormat, formatNumericValue } from '../../schemas/identifier-value';
import { useIdentifierFormat } from './identifier-value-field';

/**
 * The text the input shows for `value`.
 * @example shownIdentifierValue('4096', { type: 'card', value: '4096' }, 'hex') // '0x1000'
 */
export function shownIdentifierValue(value: unknown, stored: Record<string, unknown> | undefined, format: IdentifierFormat) {
  const numeric = NUMERIC_IDENTIFIER_TYPES.includes(stored?.type as IdentifierType);
  // Only the stored number is converted: what the user is typing stays exactly as typed.
  if (format === 'hex' && numeric && typeof value === 'string' && value === stored?.value) return `0x${formatNumericValue(value, 'hex')}`;
  return value;
}

export function IdentifierValueWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const record = useRecordContext();
  const shown = shownIdentifierValue(props.value, record, useIdentifierFormat());
  return (
    <BaseInputTemplate
      {...props}
      value={shown}
      onChange={(typed: unknown) => props.onChange(typed === shown ? props.value : typed)}
    />
  );
}
