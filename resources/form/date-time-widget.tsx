/**
 * rjsf widget for every `format: date-time` field (schemas' z.iso.datetime): the moment in the user's
 * profile time zone, to the minute. rjsf's own widget shows the browser's zone with milliseconds
 * ("12:25:08.096"); this one stores what is picked as ISO text.
 */
import type { WidgetProps } from '@rjsf/utils';
import { fromInputValue, toInputValue } from '../date-time';
import { useDateTimeSettings } from '../use-date-time-settings';

export function DateTimeWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const { timeZone } = useDateTimeSettings();
  return (
    <BaseInputTemplate
      {...props}
      type="datetime-local"
      options={{ ...props.options, inputType: 'datetime-local' }}
      value={toInputValue(props.value, timeZone)}
      onChange={(text: unknown) => props.onChange(typeof text === 'string' && text ? fromInputValue(text, timeZone) : props.options.emptyValue)}
    />
  );
}
