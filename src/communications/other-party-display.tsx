/**
 * The `other_party` field display (resources/display-registry.ts): a conversation's other participant as its
 * reader sees it. The interlocutor reads the author, the author reads the interlocutor, each by the name the
 * server tells participants (titleBeyondView), with one request for all of a list's rows (getMany, aggregated).
 */
import { Typography } from '@mui/material';
import { useGetIdentity, useGetManyAggregate, useRecordContext } from 'react-admin';
import { registerDisplays } from '../../resources/display-registry';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    other_party: true;
  }
}

type Named = { id: number; name?: string } | null | undefined;

function OtherPartyShow({ source }: { source: string }) {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const { data } = useGetManyAggregate('conversations', { ids: record ? [record.id] : [], meta: { with: ['author', 'interlocutor_user'] } }, { enabled: Boolean(record) });
  const full = data?.find((row) => String(row.id) === String(record?.id));
  const addressedToMe = identity !== undefined && String(record?.[source]) === String(identity.id);
  const other = (addressedToMe ? full?.author : full?.interlocutor_user) as Named;
  return (
    <Typography component="span" variant="body2">
      {other?.name ?? ''}
    </Typography>
  );
}

registerDisplays({ other_party: { show: OtherPartyShow } });
