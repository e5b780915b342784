/**
 * An identifier's value as the signed-in user reads it: card, UKEY and UKEY2 numbers in hex or decimal by
 * the profile's identifier_format (stored in decimal, 001 §9); other types as they are.
 */
import { Typography } from '@mui/material';
import { useGetIdentity, useGetOne, useFieldValue, useRecordContext } from 'react-admin';
import { type IdentifierType, NUMERIC_IDENTIFIER_TYPES } from '../../schemas/identifier';
import { type IdentifierFormat, formatNumericValue } from '../../schemas/identifier-value';

/** The signed-in user's identifier_format, decimal until known. One request, shared by every cell. */
export function useIdentifierFormat(): IdentifierFormat {
  const { identity } = useGetIdentity();
  const { data } = useGetOne('users', { id: identity?.id ?? 0 }, { enabled: identity?.id !== undefined, staleTime: 60_000 });
  return data?.profile?.identifier_format === 'hex' ? 'hex' : 'dec';
}

export function IdentifierValueField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value = useFieldValue({ source });
  const format = useIdentifierFormat();
  if (value === undefined || value === null) return null;
  const numeric = NUMERIC_IDENTIFIER_TYPES.includes(record?.type as IdentifierType);
  return (
    <Typography component="span" variant="body2">
      {numeric ? formatNumericValue(String(value), format) : String(value)}
    </Typography>
  );
}
