/**
 * The `forward_queues` field display (resources/display-registry.ts), contributed by the telephony module: a
 * forward rule's queues in one line, "101, 102 → 201", each queue's numbers rung at once, the queues one after
 * the other. Read only: the form edits the queues as their type says.
 */
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { registerDisplays } from '../../resources/display-registry';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    forward_queues: true;
  }
}

/** [{ numbers: ['101', '102'] }, { numbers: ['201'] }] → '101, 102 → 201' */
export function queuesLine(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value.map((queue: { numbers?: unknown }) => (Array.isArray(queue?.numbers) ? queue.numbers.join(', ') : '')).filter(Boolean).join(' → ');
}

function ForwardQueuesShow({ source }: { source: string }) {
  const line = queuesLine(useFieldValue({ source }));
  return (
    <Typography component="span" variant="body2">
      {line}
    </Typography>
  );
}

registerDisplays({ forward_queues: { show: ForwardQueuesShow } });
