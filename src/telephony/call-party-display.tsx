/**
 * The `call_party` field display (resources/display-registry.ts), contributed by the telephony module: a call's
 * end as the history shows it (000 §3.9 "from {number, user.name}"), its number and, where the server told the
 * reader, its user's name, never raw JSON. The field is the end's number (`from_number`); the server answers the
 * end as a whole beside it (`from: {number, user}`, schemas/call.ts).
 */
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { registerDisplays } from '../../resources/display-registry';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    call_party: true;
  }
}

type Party = { number?: unknown; user?: { name?: unknown } | null } | null | undefined;

/** { number: '1001', user: { name: 'Anna' } } → '1001 · Anna'; without a user told, the number alone. */
export function partyLine(party: Party, number: unknown): string {
  const shown = String(party?.number ?? number ?? '');
  const name = party?.user?.name;
  return typeof name === 'string' && name !== '' ? `${shown} · ${name}` : shown;
}

/** `from_number` → the record's `from`: the end the number belongs to. */
const partyOf = (source: string) => source.replace(/_number$/, '');

function CallPartyShow({ source }: { source: string }) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2">
      {partyLine(record?.[partyOf(source)] as Party, record?.[source])}
    </Typography>
  );
}

registerDisplays({ call_party: { show: CallPartyShow } });
