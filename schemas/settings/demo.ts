/** What the demo seeded (server/demo/): the demo fleet plays only these devices, never a real site's. Stored only: no route. */
import { z } from 'zod';
import { defineSettingsSection } from '../define-settings-section';

export const demoSettings = z.strictObject({ fleet_serials: z.array(z.string().max(64)).max(1000).default([]) });

export const demo = defineSettingsSection({ name: 'demo', scope: 'project', schema: demoSettings });
