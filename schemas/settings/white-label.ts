/**
 * The white label, or management company, of a group (000 §3.1 whitelabel_settings: is_enabled, logo, name,
 * address, email, phone): set per group and inherited down the tree, so the residents below a site see the
 * company that manages it. The console's header shows the nearest enabled company's logo and name; account
 * e-mails carry them. The logo is uploaded (POST /groups/{id}/white-label/logo, checked by its content and
 * resized) and answered as its public address; a PATCH cannot set it.
 */
import { z } from 'zod';
import { defineSettingsSection } from '../define-settings-section';

export const whiteLabelSettings = z.strictObject({
  is_enabled: z.boolean().default(false),
  /** The uploaded logo's public address (/api/v0/group-logos/<id>); empty: none. */
  logo: z.string().max(200).default(''),
  name: z.string().trim().max(255).default(''),
  address: z.string().trim().max(500).default(''),
  email: z.union([z.literal(''), z.email().max(255)]).default(''),
  phone: z.union([z.literal(''), z.string().regex(/^\+?[\d\s()-]{3,30}$/, 'phone')]).default(''),
});
export type WhiteLabelSettings = z.infer<typeof whiteLabelSettings>;

export const whiteLabel = defineSettingsSection({
  name: 'white_label',
  path: 'white-label',
  scope: 'group',
  schema: whiteLabelSettings,
  // Viewed by holders of management_company.view within their groups' line; changed by who may edit the group,
  // or by `change` in their own groups (server/settings/group-section-access.ts).
  access: { view: ['management_company.view'], change: 'groups.manage_own.white_label' },
  generated: ['logo'],
  images: [{ field: 'logo', path: 'white-label/logo' }],
  form: [{ id: 'company', fields: ['is_enabled', 'name', 'address', 'email', 'phone'] }],
});
