/**
 * rjsf widget for every `format: date-time` field (schemas' z.iso.datetime): the moment in the user's
 * profile time zone, to the minute. rjsf's own widget shows the browser's zone with milliseconds
 * ("12:25:08.096"); this one stores what is picked as ISO text.
 */
import type { WidgetProps } from '@rjsf/utils';
import { fromInputValue, toInputValue } from '../date-time';
import { DateTimeLocalInput } from './datetime-local-input';

export function DateTimeWidget(props: WidgetProps) {
  return (
    <DateTimeLocalInput
      {...props}
      toInput={toInputValue}
      fromInput={(text, timeZone) => (text ? fromInputValue(text, timeZone) : props.options.emptyValue)}
    />
  );
}
