/** Above the guest pass form: the caller's group limits (the server refuses beyond them, on the field). */
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { PageActionProps } from '../../resources/page-action-registry';
import { useHttp } from '../../src/providers/http-context';

interface Options {
  access_rules: { id: number; name: string }[];
  limits: { max_passes_count: number; max_period_days: number };
}

export default function GuestLimitsNotice({ entity }: PageActionProps) {
  const http = useHttp();
  const translate = useTranslate();
  const path = `/${entity.path}/options`;
  const { data } = useQuery({ queryKey: ['call-choices', path], queryFn: async () => (await http<{ data: Options }>('GET', path)).data });
  if (!data) return null;
  return (
    <Typography color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate('guest_access.hints.limits', { days: data.limits.max_period_days, passes: data.limits.max_passes_count })}
      {!data.access_rules.length && ` ${translate('guest_access.hints.no_rules')}`}
    </Typography>
  );
}
