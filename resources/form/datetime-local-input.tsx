/**
 * A `datetime-local` input around rjsf's BaseInputTemplate, in the signed-in user's profile time zone: the one
 * shape behind the date-time widget and the licence period ends. Each says only how its value becomes the
 * input's text and back (`fromInput` gets '' for an emptied input).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useDateTimeSettings } from '../use-date-time-settings';

export type DateTimeLocalInputProps = WidgetProps & {
  /** The input's text ("YYYY-MM-DDTHH:MM") for a stored value, '' for none. */
  toInput: (value: unknown, timeZone?: string) => string;
  /** The value to store for the input's text. */
  fromInput: (text: string, timeZone?: string) => unknown;
};

export function DateTimeLocalInput({ toInput, fromInput, ...props }: DateTimeLocalInputProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const { timeZone } = useDateTimeSettings();
  return (
    <BaseInputTemplate
      {...props}
      type="datetime-local"
      options={{ ...props.options, inputType: 'datetime-local' }}
      value={toInput(props.value, timeZone)}
      onChange={(text: unknown) => props.onChange(fromInput(typeof text === 'string' ? text : '', timeZone))}
    />
  );
}
