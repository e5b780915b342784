/**
 * The spec's permission model (001 §6, 000 §2 and §6), written once as a table of who may do what to whose
 * records, for the authorisation matrix (authorization-matrix.test.ts) to expect its outcomes from. It is
 * written by hand from the spec, never read from the entity descriptions' `access`: a description that
 * grants more than this table (virtual numbers at `all`, issue 33 D1) then fails the matrix instead of
 * agreeing with itself. A new entity or command fails the matrix's coverage test until it has a row here.
 *
 * Reaches, for a grant of a permission (or of everyone signed in):
 * - project: every record of the project;
 * - branch: records in the actor's groups and their descendants;
 * - group: records in the actor's groups exactly (for roles: the roles the actor's role may assign, and its own);
 * - own: records the actor created (for users: the actor's own record; plus the row's participants).
 * Rules of 001 §6 that hold for every row: anyone sees what they created, except groups; edit, delete and
 * commands reach only records the actor sees; a new or moved record lands only where both the create (or
 * update) reach and the view reach take it; a body may name only records the actor sees.
 */
import type { Permission } from '../../schemas/permissions';

export type Reach = 'project' | 'branch' | 'group' | 'own';
/** Who holds each reach of an operation: a permission, or everyone signed in. */
export type Reaches = Partial<Record<Reach, Permission | 'everyone'>>;

export interface PermissionRow {
  /** Where a record belongs: groups named by a field, the group itself, a parent record, or the project. */
  belongs: { groups: string } | 'group itself' | { parent: string; field: string } | 'project';
  /** What the `own` reach means: records created by the actor (default), or the actor's own user record. */
  own?: 'creator' | 'self';
  /** Users named in these fields take part in the record as its creator does. */
  participants?: string[];
  /** CRUD operations, access actions (issue, revoke, view_log) and commands, by name; absent: nobody. */
  ops: Record<string, Reaches>;
  /** Why, where the spec is silent or the row departs from the spec's wording. */
  why?: string;
}

const none: Reaches = {};

/** Scoped families (001 §6 "at all, descendants, domain, own"): each reach by its own permission. */
const scoped = (family: string): Reaches =>
  ({ project: `${family}.all`, branch: `${family}.descendants`, group: `${family}.domain`, own: `${family}.own` }) as Reaches;

export const PERMISSION_MODEL: Record<string, PermissionRow> = {
  groups: {
    belongs: 'group itself',
    ops: {
      // 000 §2: /groups is open to everyone; a user sees their own groups and those below.
      view: { project: 'groups.view.all', branch: 'everyone' },
      create: { project: 'groups.create.root', branch: 'groups.create.descendants' },
      update: { project: 'groups.edit.all', branch: 'groups.edit.descendants', group: 'groups.manage_own.general' },
      delete: { project: 'groups.delete.all', branch: 'groups.delete.descendants', own: 'groups.delete.own' },
    },
    why: '"delete own" is the groups the actor created, as `own` means everywhere else in the catalogue.',
  },
  users: {
    belongs: { groups: 'domain_ids' },
    own: 'self',
    ops: {
      view: { project: 'users.view.all', branch: 'users.view', group: 'groups.manage_own.users' },
      // Created in any group the creator sees (placement needs the view reach too).
      create: { project: 'users.create', group: 'groups.manage_own.users' },
      // 001 §6: a user can always edit their own record.
      update: { project: 'users.edit.all', branch: 'users.edit', group: 'groups.manage_own.users', own: 'everyone' },
      delete: { branch: 'users.delete', group: 'groups.manage_own.users' },
    },
    why: 'Unscoped users.view/edit/delete read as "in my groups and below", as a group administrator manages its residents; .all reaches the project.',
  },
  roles: {
    belongs: 'project',
    ops: {
      view: { project: 'roles.view.all', group: 'roles.view' },
      create: { project: 'roles.create' },
      update: { project: 'roles.edit.all', group: 'roles.edit.available', own: 'roles.edit' },
      delete: { project: 'roles.delete.all', group: 'roles.delete.available', own: 'roles.delete' },
    },
    why: 'Roles are outside the hierarchy: the group reach is the roles the actor may assign (available_roles) and its own.',
  },
  devices: {
    belongs: { groups: 'domain_id' },
    ops: {
      view: { project: 'devices.view.all', branch: 'devices.view.descendants', group: 'devices.view' },
      create: { project: 'devices.create', group: 'groups.manage_own.devices' },
      update: { project: 'devices.edit', group: 'groups.manage_own.devices' },
      delete: { project: 'devices.delete', group: 'groups.manage_own.devices' },
    },
    why: '001 §6 scopes only the view of devices; edit and delete reach what the view does, create lands where the view reaches. "Manage own group: devices" reaches the actor\'s own groups.',
  },
  markers: {
    belongs: 'project',
    ops: {
      view: { project: 'markers.view.all', own: 'markers.view' },
      create: { project: 'markers.create' },
      update: { project: 'markers.edit' },
      delete: { project: 'markers.delete' },
    },
  },
  schedules: {
    belongs: 'project',
    ops: {
      view: { project: 'time_rules.view' },
      create: { project: 'time_rules.create' },
      update: { project: 'time_rules.edit' },
      delete: { project: 'time_rules.delete' },
    },
    why: 'Time rules are project-wide definitions (a weekly schedule belongs to no group).',
  },
  'access-rules': {
    belongs: { groups: 'domain_ids' },
    ops: {
      view: { project: 'groups.view.all', branch: 'access_rules.view', group: 'groups.manage_own.access_rules' },
      create: { project: 'groups.edit.all', branch: 'access_rules.create', group: 'groups.manage_own.access_rules' },
      update: { project: 'groups.edit.all', branch: 'access_rules.edit', group: 'groups.manage_own.access_rules' },
      delete: { project: 'groups.edit.all', branch: 'access_rules.delete', group: 'groups.manage_own.access_rules' },
    },
    why: 'A group\'s access rules are part of the group: the project-wide group permissions reach them, "manage own group: access rules" the own groups.',
  },
  identifiers: {
    belongs: { groups: 'domain_ids' },
    ops: {
      view: { project: 'identifiers.view.all', branch: 'identifiers.view' },
      create: { branch: 'identifiers.create' },
      update: { branch: 'identifiers.edit' },
      delete: { branch: 'identifiers.delete' },
      revoke: { branch: 'identifiers.edit' },
    },
    why: 'Revoking changes the identifier: it is an edit.',
  },
  'devices/tasks': {
    belongs: { groups: 'domain_id' },
    ops: { view: { branch: 'devices.tasks.view' }, create: none, update: none, delete: { branch: 'devices.edit' } },
    why: 'The server writes tasks; dropping a queued task changes what a device will do, so it needs devices.edit.',
  },
  'devices/heartbeat': {
    belongs: { groups: 'domain_id' },
    ops: { view: { project: 'devices.heartbeat' }, create: none, update: none, delete: none },
    why:
      'A read model (not in the matrix\'s cases). 000 lists "device heartbeat status" as a project-level screen: its rows name every device (name, login, group) to a holder, whatever devices it may view, so it is a project right, not a building administrator\'s (the demo\'s Group administrator does not hold it).',
  },
  'devices/events': {
    belongs: { groups: 'domain_id' },
    ops: { view: { branch: 'devices.events.view' }, create: none, update: none, delete: none },
  },
  'access-control/events': {
    belongs: { groups: 'domain_id' },
    ops: { view: { branch: 'access_control_events.view' }, create: none, update: none, delete: none },
  },
  elevators: {
    belongs: { groups: 'domain_id' },
    ops: {
      view: { project: 'elevators.view.all', branch: 'elevators.view' },
      create: { branch: 'elevators.create' },
      update: { branch: 'elevators.edit' },
      delete: { branch: 'elevators.delete' },
    },
  },
  'elevators/access-rules': {
    belongs: 'project',
    ops: {
      view: { project: 'elevator_access_rules.view.all', own: 'elevator_access_rules.view' },
      create: { project: 'elevator_access_rules.create' },
      update: { project: 'elevator_access_rules.edit' },
      delete: { project: 'elevator_access_rules.delete' },
    },
    why: '001 §6 "view (all or own)": a rule may span groups, so it is the author\'s unless the viewer sees all.',
  },
  'elevators/events': {
    belongs: { groups: 'domain_id' },
    ops: { view: { project: 'elevators.view.all', branch: 'elevators.view' }, create: none, update: none, delete: none },
    why: 'An elevator\'s log is seen by whoever sees the elevator.',
  },
  ukey2: {
    belongs: { groups: 'domain_ids' },
    ops: {
      view: { branch: 'ukey2.view' },
      create: none,
      update: { branch: 'ukey2.issue' },
      delete: none,
      issue: { branch: 'ukey2.issue' },
      revoke: { branch: 'ukey2.revoke' },
    },
    why: 'Keys are issued (their own action), not created; editing one is part of issuing it; a key is revoked, never deleted.',
  },
  'devices/alarms': {
    belongs: { groups: 'domain_id' },
    ops: {
      view: { branch: 'device_alarms.view' },
      create: none,
      update: { branch: 'device_alarms.process' },
      delete: { branch: 'device_alarms.delete' },
      process: { branch: 'device_alarms.process' },
      view_log: { branch: 'device_alarms.view' },
    },
    why: "Devices raise alarms; editing one is processing it. An alarm's log (001 §7 \"alarms (process {comment}, logs)\") is read with the alarm: 001 §6 names no log permission for alarms.",
  },
  announces: {
    belongs: { groups: 'domains' },
    ops: {
      view: { branch: 'announces.view' },
      create: { branch: 'announces.create' },
      update: { branch: 'announces.edit', own: 'announces.edit' },
      delete: { branch: 'announces.delete', own: 'announces.delete' },
      start: { branch: 'announces.send', own: 'announces.send' },
      stop: { branch: 'announces.send', own: 'announces.send' },
    },
    why: 'Announcements go to groups: the unscoped permissions reach the actor\'s groups and below, and the author\'s own announcements.',
  },
  'announces/responses': {
    belongs: { parent: 'announces', field: 'announce_id' },
    ops: { view: { branch: 'announces.view' }, create: none, update: none, delete: none },
    why: 'Answers come through the public poll page; a response is seen with its announcement.',
  },
  'announces/results': {
    belongs: { parent: 'announces', field: 'announce_id' },
    ops: { view: { branch: 'announces.view' }, create: none, update: none, delete: none },
  },
  conversations: {
    belongs: 'project',
    participants: ['interlocutor'],
    ops: {
      view: { own: 'everyone' },
      create: { own: 'conversations.create' },
      update: none,
      delete: { own: 'conversations.delete' },
    },
    why: 'A conversation is private to its two people: no reach beyond them, even for an administrator.',
  },
  'conversations/messages': {
    belongs: { parent: 'conversations', field: 'conversation_id' },
    ops: { view: { own: 'everyone' }, create: { own: 'conversations.messages.create' }, update: none, delete: none },
    why: 'Messages are never edited or deleted alone (the conversation is).',
  },
  'emergency-alerts': {
    belongs: { groups: 'domains' },
    ops: {
      view: { branch: 'emergency_alerts.view' },
      create: { branch: 'emergency_alerts.create' },
      update: { branch: 'emergency_alerts.edit', own: 'emergency_alerts.edit' },
      delete: { branch: 'emergency_alerts.delete', own: 'emergency_alerts.delete' },
      start: { branch: 'emergency_alerts.playback', own: 'emergency_alerts.playback' },
      stop: { branch: 'emergency_alerts.playback', own: 'emergency_alerts.playback' },
    },
    why: 'As announcements: alerts are played to groups.',
  },
  'virtual-numbers': {
    belongs: { groups: 'domain_id' },
    ops: {
      view: { branch: 'virtual_numbers.view' },
      create: { branch: 'virtual_numbers.create' },
      update: { branch: 'virtual_numbers.edit' },
      delete: { branch: 'virtual_numbers.delete' },
      activate: { branch: 'virtual_numbers.activate' },
      deactivate: { branch: 'virtual_numbers.activate' },
      mark_system: { branch: 'virtual_numbers.mark_system' },
    },
    why: 'A number belongs to its group and carries a SIP credential: scoped like access rules (issue 33 D1), never project-wide for a group administrator.',
  },
  'forward-rules': {
    belongs: 'project',
    ops: {
      view: { project: 'forward_rules.view' },
      create: { project: 'forward_rules.create' },
      update: { project: 'forward_rules.edit' },
      delete: { project: 'forward_rules.delete' },
    },
    why: 'Forward rules are project-wide definitions numbers point at (000: a phone-settings screen).',
  },
  'call-queues': {
    belongs: 'project',
    ops: {
      view: { project: 'forward_rules.view' },
      create: { project: 'forward_rules.create' },
      update: { project: 'forward_rules.edit' },
      delete: { project: 'forward_rules.delete' },
    },
    why: '001 §6 names no queue permission: a queue is a forwarding target, so the forward-rule permissions govern it.',
  },
  'sip-trunks': {
    belongs: { groups: 'domains' },
    ops: {
      view: scoped('sip_trunks.view'),
      create: { project: 'sip_trunks.create' },
      update: scoped('sip_trunks.edit'),
      delete: scoped('sip_trunks.delete'),
    },
  },
  'call-history': {
    belongs: { groups: 'domain_id' },
    participants: ['from_user_id', 'to_user_id', 'answered_by_user_id', 'rung_user_ids'],
    ops: { view: { project: 'calls.history.all', branch: 'calls.history.descendants', own: 'everyone' }, create: none, update: none, delete: none },
    why: '000 §2 opens /call-history to everyone when SIP is on, so a user\'s own calls need no permission (calls.history.own added nothing and was removed from the catalogue: docs/permissions.md).',
  },
  'devices/alarms-calls': {
    belongs: { groups: 'domain_id' },
    ops: { view: { branch: 'device_alarms.view' }, create: none, update: none, delete: none },
    why: 'SOS calls are the alarms\' calls: seen with the alarms.',
  },
  amenities: {
    belongs: { groups: 'domains' },
    ops: {
      view: scoped('amenities.view'),
      create: { project: 'amenities.create' },
      update: scoped('amenities.edit'),
      delete: scoped('amenities.delete'),
      view_log: scoped('amenities.view_log'),
    },
    why: 'amenities.create is unscoped in 001 §6: a new amenity lands where its author\'s view reaches.',
  },
  'amenities/reservations': {
    belongs: { groups: 'domains' },
    participants: ['user_id'],
    ops: {
      view: scoped('amenity_reservations.view'),
      create: { project: 'amenity_reservations.create' },
      update: scoped('amenity_reservations.edit'),
      delete: scoped('amenity_reservations.delete'),
      view_log: scoped('amenity_reservations.view_log'),
      cancel: scoped('amenity_reservations.edit'),
    },
    why: 'Cancelling changes the reservation: an edit. The resident it is for takes part in it.',
  },
  'mail-templates': {
    belongs: { groups: 'domain_id' },
    ops: {
      view: { project: 'groups.edit.all', branch: 'groups.edit.descendants', group: 'groups.manage_own.mail_templates' },
      create: { project: 'groups.edit.all', branch: 'groups.edit.descendants', group: 'groups.manage_own.mail_templates' },
      update: { project: 'groups.edit.all', branch: 'groups.edit.descendants', group: 'groups.manage_own.mail_templates' },
      delete: { project: 'groups.edit.all', branch: 'groups.edit.descendants', group: 'groups.manage_own.mail_templates' },
    },
    why: '001 §6: a group-level template needs edit all, edit descendants or managing the own group\'s mail templates; a project-level one (no group) needs project-settings change (`ungrouped`, proven in server/mail/mail-templates.test.ts).',
  },
  'identifiers/guest-access': {
    belongs: 'project',
    ops: {
      view: { own: 'identifiers.guest.create' },
      create: { own: 'identifiers.guest.create' },
      update: { own: 'identifiers.guest.create' },
      delete: none,
    },
    why: 'A guest pass is its author\'s (hand-written API, server/guest-access/; not in the matrix\'s cases).',
  },
};
