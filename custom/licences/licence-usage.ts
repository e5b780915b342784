/**
 * What Home's licence tile shows: for each per-user feature the server licence enables, the users holding it
 * against the licensed quantity (null: no limit), from GET /project-settings/licenses (its `used` counts).
 *
 * @example licenceUsage({ features: { sip: { is_enabled: true, qty: 10 } }, used: { sip: 3 } }) // [{ feature: 'sip', used: 3, limit: 10 }]
 */
import { useQuery } from '@tanstack/react-query';
import { SERVER_FEATURES, type ServerFeature } from '../../schemas/licence';
import { useHttp } from '../../src/providers/http-context';

export interface LicenceSection {
  features: Partial<Record<ServerFeature, { is_enabled: boolean; qty: number | null }>>;
  used: Partial<Record<ServerFeature, number>>;
}

export interface FeatureUsage {
  feature: ServerFeature;
  used: number;
  limit: number | null;
}

export function licenceUsage(section: LicenceSection): FeatureUsage[] {
  return SERVER_FEATURES.flatMap((feature) => {
    const licensed = section.features[feature];
    const used = section.used[feature];
    return licensed?.is_enabled && used !== undefined ? [{ feature, used, limit: licensed.qty }] : [];
  });
}

/** What is left of a limited quantity (never below zero: a lowered licence may leave more holders than places). */
export const freeOf = (usage: FeatureUsage) => (usage.limit === null ? null : Math.max(0, usage.limit - usage.used));

export function useLicenceUsage(enabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: ['home', 'licence-usage'],
    queryFn: ({ signal }) => http<{ data: LicenceSection }>('GET', '/project-settings/licenses', { signal }),
    enabled,
    select: (answer) => licenceUsage(answer.data),
  });
}
