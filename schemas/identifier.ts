import { z } from 'zod';
import { defineEntity } from './define-entity';
import { fileField } from './file-field';

/** Identifier types (000 §3.8): card, UKEY, UKEY2, access code, QR, licence plate, face. */
export const IDENTIFIER_TYPES = ['card', 'ukey', 'ukey2', 'code', 'qr', 'license_plate', 'face'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];
/** Types whose value is a number, stored in decimal and shown in hex or decimal (profile identifier_format). */
export const NUMERIC_IDENTIFIER_TYPES: readonly IdentifierType[] = ['card', 'ukey', 'ukey2'];
export const OWNER_TYPES = ['user'] as const;

const moment = z.iso.datetime({ offset: true }).nullable().default(null);

/**
 * Identifier (000 §3.8). The value is unique per type, compared through the licence-plate normaliser
 * (uppercase, no spaces, Cyrillic look-alikes as Latin) on `unique_value`; numeric values are converted
 * from hex and the groups filled from the owner in server/entities/identifiers.ts.
 */
export const identifier = defineEntity({
  name: 'identifier',
  path: 'identifiers',
  table: 'identifiers',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    is_active: z.boolean().default(true),
    type: z.enum(IDENTIFIER_TYPES).default('card'),
    value: z.string().trim().min(1).max(255)
      // A card number (the default type) as the example: for OpenAPI, and for test bodies built from the schema.
      .meta({ normalize: { rule: 'licence_plate', column: 'unique_value' }, display: 'identifier_value', examples: ['100'] }),
    owner_type: z.enum(OWNER_TYPES).default('user'),
    owner: z.number().int().min(0).nullable().default(null).meta({ reference: 'users' }),
    period_restrict_from: moment,
    period_restrict_to: moment,
    /** Null: no limit on the number of passes. */
    passes_restrict_count: z.number().int().min(0).max(1_000_000).nullable().default(null),
    access_rules: z.array(z.number().int().min(0)).max(1000).default([]).meta({ reference: 'access-rules' }),
    is_profile_identifier: z.boolean().default(false),
    /** The groups the identifier belongs to (scoped permissions); the owner's groups when none are given. */
    domain_ids: z.array(z.number().int().min(0)).max(1000).default([]).meta({ reference: 'groups', onDelete: 'set_null' }),
    passes_used: z.number().int().meta({ readOnly: true }),
    unique_value: z.string().meta({ readOnly: true }),
    revoked: z.boolean().meta({ readOnly: true }),
    /** A face identifier's photo (001 §7 Identifiers "photo"): exactly one face, sent to face-capable devices. */
    photo: fileField({ kinds: ['image'], maxKb: 5120, image: { maxSide: 8000, box: 480, format: 'jpeg' } }).meta({ display: 'face_photo', visibleWhen: { type: 'face' } }),
  },
  titleField: 'name',
  menu: { group: 'access', order: 40, icon: 'badge' },
  list: {
    columns: ['name', 'type', 'value', 'owner', 'is_active', 'period_restrict_to', 'photo'],
    search: ['name', 'value'],
    filters: ['id', 'name', 'type', 'value', 'owner', 'is_active', 'revoked', 'is_profile_identifier', 'domain_ids', 'access_rules', 'created_at'],
    sort: 'name',
  },
  relations: {
    owner_user: { entity: 'users', kind: 'to-one', field: 'owner' },
    domains: { entity: 'groups', kind: 'to-many', field: 'domain_ids' },
  },
  access: {
    view: { all: 'identifiers.view.all', descendants: 'identifiers.view' },
    create: { descendants: 'identifiers.create' },
    update: { descendants: 'identifiers.edit' },
    delete: { descendants: 'identifiers.delete' },
    revoke: { descendants: 'identifiers.edit' },
  },
  ownership: { kind: 'group-list', field: 'domain_ids' },
  ungrouped: 'creator',
  actions: { list: ['list_export'], edit: ['identifier_qr', 'identifier_wallet_pass', 'identifier_revoke'] },
  // A card list from the old system (001 §7 Identifiers "import, import/continue"): duplicates by type and value.
  import: {
    columns: [
      { field: 'name', required: true }, { field: 'type' }, { field: 'value', required: true, resolve: 'identifier_value' }, { field: 'owner', resolve: 'user_email' },
      { field: 'domain_ids', resolve: 'group_paths' }, { field: 'is_active' }, { field: 'period_restrict_from' }, { field: 'period_restrict_to' },
      { field: 'passes_restrict_count' }, { field: 'description' },
    ],
    duplicate: ['type', 'value'],
    permission: 'identifiers.import',
  },
  export: { permission: 'identifiers.export', columns: ['id', 'name', 'type', 'value', 'is_active', 'revoked', 'owner', 'owner_user', 'domain_ids', 'period_restrict_from', 'period_restrict_to', 'passes_restrict_count', 'passes_used', 'created_at'] },
});
