/**
 * The ends of a licence period (000 §3.1: epoch ms, `from` 0 and `to` 999999999999 meaning unbounded), contributed
 * to the display registry by the licensing module: picked and shown as a moment in the user's time zone and
 * format, an unbounded end as an empty input ("no start" / "no end" on show pages) rather than a raw number.
 */
import { Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldValue, useTranslate } from 'react-admin';
import { formatDateTime, fromInputValue, toInputValue } from '../../resources/date-time';
import { registerDisplays } from '../../resources/display-registry';
import { DateTimeLocalInput } from '../../resources/form/datetime-local-input';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { OPEN_END as OPEN, type PeriodEnd as End, periodEndText } from './period-ends';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    licence_start: true;
    licence_end: true;
  }
}


/** The epoch ms a datetime-local text names in `timeZone`, or the open end when the text is empty. */
export function momentOfInput(text: unknown, end: End, timeZone?: string): number {
  const iso = typeof text === 'string' && text ? fromInputValue(text, timeZone) : undefined;
  return iso ? Date.parse(iso) : OPEN[end];
}

/** The datetime-local text of a stored end; empty for the open end. */
export const inputOfMoment = (value: unknown, end: End, timeZone?: string) => (value === OPEN[end] ? '' : toInputValue(value, timeZone));

function momentWidget(end: End) {
  return function LicenceMomentWidget(props: WidgetProps) {
    return (
      <DateTimeLocalInput
        {...props}
        toInput={(value, timeZone) => inputOfMoment(value, end, timeZone)}
        fromInput={(text, timeZone) => momentOfInput(text, end, timeZone)}
      />
    );
  };
}

function momentShow(end: End) {
  return function LicenceMomentShow({ source }: { source: string }) {
    const value = useFieldValue({ source });
    const settings = useDateTimeSettings();
    const translate = useTranslate();
    const text = periodEndText(value, end, translate, (ms) => formatDateTime(ms, settings));
    return <Typography variant="body2">{text}</Typography>;
  };
}

registerDisplays({
  licence_start: { show: momentShow('start'), form: { widget: momentWidget('start') } },
  licence_end: { show: momentShow('end'), form: { widget: momentWidget('end') } },
});
