/**
 * The licence section's answer beside its stored quantities (000 §3.13 licence counts): `used`, the users
 * holding each per-user feature. Computed on every answer, never stored (server/server-info/section-answer-extensions.ts).
 */
import { z } from 'zod';
import type { SectionAnswerExtension } from '../settings/section-answer-extension';
import { countHolders } from './licence-store';
import { USER_FEATURE_SOURCES } from './user-licence';

const usageShape = { used: z.record(z.string(), z.number().int().min(0)) };

export const licenceUsageAnswer: SectionAnswerExtension<typeof usageShape> = {
  shape: usageShape,
  async values(db) {
    const used: Record<string, number> = {};
    for (const { server } of Object.values(USER_FEATURE_SOURCES)) if (server) used[server] = await countHolders(db, server);
    return { used };
  },
};
