import { z } from 'zod';
import { TIME_FORMATS } from './time-formats';
import { defineEntity } from './define-entity';
import { UNBOUNDED_PERIOD } from './licence';

export const IDENTIFIER_FORMATS = ['dec', 'hex'] as const;
export { TIME_FORMATS } from './time-formats';
export const LOCALES = ['en', 'ru', 'uk'] as const;

export const userProfile = z.object({
  phone: z
    .string()
    .regex(/^(\+\d{7,15})?$/, 'phone')
    .default(''),
  address: z.string().max(500).default(''),
  use_phone_in_forward: z.boolean().default(false),
  country: z.string().max(2).default(''),
  time_zone: z.string().max(64).default('UTC'),
  sip_number: z.string().regex(/^\d*$/, 'digits').max(32).default(''),
  identifier_format: z.enum(IDENTIFIER_FORMATS).default('dec'),
  time_format: z.enum(TIME_FORMATS).default('YYYY-MM-DD HH:NN:SS'),
  is_app_popup_active: z.boolean().default(true),
});

/** Latest instant a period may name: the largest JavaScript date, in epoch ms. */
const MAX_INSTANT = 8_640_000_000_000_000;

/**
 * A licence period in epoch ms (000 §3.1). `to` equal to UNBOUNDED_PERIOD.to (999999999999) means "no
 * end": read as milliseconds it would be a date in 2001, so it is a marker, never compared as a date.
 */
/** One end of a period: sent without the other, it says both values must be specified (000 §5.2). */
const periodEnd = () => z.number({ error: (issue) => (issue.input === undefined ? 'both_values' : undefined) }).int().min(0).max(MAX_INSTANT);

export const licensePeriod = z
  .strictObject({
    from: periodEnd().meta({ display: 'licence_start' }),
    to: periodEnd().meta({ display: 'licence_end' }),
  })
  // 000 §5.2 'license period from greater than to', said on the end.
  .refine((period) => period.to === UNBOUNDED_PERIOD.to || period.from <= period.to, { message: 'period_from_after_to', path: ['to'] });

/**
 * The user's own licence (000 §3.2 license_info). isActive switches all of it; each flag lets the user use
 * a feature the server licence enables. New users get everything the server licence allows.
 */
/** The feature flags a user's and a group's licence both have (000 §3.1, §3.2), all on by default. */
export const licenceFlags = {
  isActive: z.boolean().default(true),
  sip: z.boolean().default(true),
  mobileApp: z.boolean().default(true),
  ukey2: z.boolean().default(true),
  elevator: z.boolean().default(true),
  amenity: z.boolean().default(true),
  licensePlate: z.boolean().default(true),
  guestIdentifier: z.boolean().default(true),
};

export const userLicenseInfo = z.strictObject({
  ...licenceFlags,
  faceId: z.boolean().default(true),
  restrictPeriod: licensePeriod.default({ ...UNBOUNDED_PERIOD }),
});
export type UserLicenseInfo = z.infer<typeof userLicenseInfo>;

export const user = defineEntity({
  name: 'user',
  path: 'users',
  table: 'users',
  fields: {
    login: z.string().trim().min(1).max(255),
    name: z.string().trim().min(1).max(255),
    email: z.union([z.literal(''), z.email().max(255)]).default(''),
    password: z.string().min(8).max(128).optional().meta({ writeOnly: true, notOnOwnRecord: true }),
    role_id: z.number().int().min(1).nullable().default(null).meta({ reference: 'roles', referenceBeyondView: 'the privilege rule and the available roles decide which role may be given (server/access/privilege.ts)' }),
    domain_ids: z.array(z.number().int().min(0)).min(1, 'at_least_one_group').max(1000).meta({ reference: 'groups', onDelete: 'restrict' }),
    locale: z.enum(LOCALES).default('en'),
    elevator_access_disabled: z.boolean().default(false),
    /** Markers applied to the user (001 §6 "apply to user"): set only by holders of markers.apply, on users they may edit. */
    markers: z.array(z.number().int().min(1)).max(100).default([]).meta({ reference: 'markers', onDelete: 'set_null', editableWith: ['markers.apply'] }),
    send_registration_link: z.boolean().default(true).meta({ transient: true, sendsMail: [true] }),
    profile: userProfile.default(userProfile.parse({})),
    /** Set only by holders of licenses.users.edit; others may edit the user, whose licence stays as it is. */
    license_info: userLicenseInfo.default(userLicenseInfo.parse({})).meta({ editableWith: ['licenses.users.edit'] }),
    is_verified: z.boolean().meta({ readOnly: true }),
    avatar_url: z.string().nullable().meta({ readOnly: true, display: 'avatar' }),
  },
  titleField: 'name',
  menu: { group: 'users', order: 10, icon: 'people' },
  unique: ['login'],
  list: {
    columns: ['name', 'login', 'email', 'role_id', 'domain_ids', 'markers', 'created_at'],
    search: ['name', 'login', 'email'],
    filters: ['id', 'name', 'login', 'email', 'role_id', 'domain_ids', 'markers', 'created_at'],
    sort: 'name',
  },
  relations: {
    role: { entity: 'roles', kind: 'to-one', field: 'role_id' },
    domains: { entity: 'groups', kind: 'to-many', field: 'domain_ids' },
  },
  access: {
    // 001 §6 "manage own group: users" (`domain`): the users of one's own groups.
    view: { all: 'users.view.all', descendants: 'users.view', domain: 'groups.manage_own.users' },
    create: { all: 'users.create', domain: 'groups.manage_own.users' },
    // Everyone may edit their own record, but only the fields in ownerEditable.
    update: { all: 'users.edit.all', descendants: 'users.edit', domain: 'groups.manage_own.users', own: true },
    delete: { descendants: 'users.delete', domain: 'groups.manage_own.users' },
  },
  ownership: { kind: 'group-list', field: 'domain_ids' },
  // Users by groups (000 §2.7): a row per user, its groups by path; imported users get no registration e-mail.
  import: {
    columns: [
      { field: 'login', required: true }, { field: 'name', required: true }, { field: 'email' }, { field: 'role_id', resolve: 'role_name' },
      { field: 'domain_ids', resolve: 'group_paths', required: true }, { field: 'locale' },
    ],
    duplicate: ['login'],
    defaults: { send_registration_link: false },
  },
  ungrouped: 'creator',
  // A new user lands only in groups the creator's view reaches (checkPlacement).
  own: 'self',
  ownerEditable: ['name', 'email', 'locale', 'profile'],
  // The phones the user's app registered (src/mobile-clients): their list, info, revoke and the QR app store.
  actions: { edit: ['user_mobile_clients'] },
  related: [
    { path: 'identifiers', field: 'owner' },
    { path: 'access-rules', field: 'user_ids' },
    { path: 'elevators/access-rules', field: 'user_ids' },
    { path: 'virtual-numbers', field: 'user_id' },
  ],
});
