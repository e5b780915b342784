import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { type LocaleCode, locales } from '../locales';
import { consoleEntities as entities, entityByPath } from '../schemas';
import { PERMISSIONS, PERMISSION_FAMILIES } from '../schemas/permissions';
import { type FieldDescription, describeFields, isGroup } from './field-kinds';
import { childNodes, entityFormSchema } from './form-schema';
import { fieldLabelKey } from './locale-keys';
import { translator } from './test-support/translator';
import { type GroupedChoicesOptions, buildUiSchema } from './ui-schema';
// Every contributor of the open registries, as the app has them.
import '../src/extensions';

const LOCALES = Object.keys(locales) as LocaleCode[];

/** The raw message at a dotted key, as polyglot flattens nested objects. */
function messageAt(locale: LocaleCode, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[locale]);
}

function allFields(fields: FieldDescription[]): FieldDescription[] {
  return fields.flatMap((field) => [field, ...allFields(field.children ?? [])]);
}

describe.each(entities.map((entity) => [entity.path, entity] as const))('%s', (path, entity) => {
  it('has a form JSON Schema and uiSchema of its writable fields (none only for what the server alone writes)', () => {
    const schema = entityFormSchema(entity);
    const serverWritten = Object.keys(entity.access.create).length === 0 && Object.keys(entity.access.update).length === 0;
    if (!serverWritten) expect(childNodes(schema).length).toBeGreaterThan(0);
    const ui = buildUiSchema(entity, translator('en').translate, 'create');
    expect(Object.keys(ui).filter((key) => !key.startsWith('ui:')).sort()).toEqual(childNodes(schema).map(([name]) => name).sort());
  });

  it.each(LOCALES)('labels every field, nested ones included, in %s', (locale) => {
    const unlabeled = allFields(describeFields(entity))
      .map((field) => fieldLabelKey(path, field.path, isGroup(field)))
      .filter((key) => typeof messageAt(locale, key) !== 'string');
    expect(unlabeled).toEqual([]);
    const titles = ['name', ...(Object.keys(entity.access.create).length ? ['add_title'] : []), 'edit_title'];
    for (const key of titles.map((title) => `resources.${path}.${title}`)) {
      expect(typeof messageAt(locale, key), key).toBe('string');
    }
  });

  // Server-written entities (device events, tasks) grant nobody create or update: they have no forms.
  const formModes = (['create', 'edit'] as const).filter((mode) => Object.keys(entity.access[mode === 'create' ? 'create' : 'update'] ?? {}).length);

  it.each(LOCALES)('builds the forms it has in %s without a missing key', (locale) => {
    const { translate, missing } = translator(locale);
    for (const mode of formModes) buildUiSchema(entity, translate, mode);
    expect([...missing]).toEqual([]);
  });

  it('refers only to known entities', () => {
    for (const field of allFields(describeFields(entity)).filter((candidate) => candidate.reference)) {
      expect(entityByPath(field.reference!), `${path}.${field.path.join('.')}`).toBeDefined();
    }
  });
});

describe('generated uiSchema', () => {
  const { translate } = translator('en');
  const device = entityByPath('devices')!;
  const user = entityByPath('users')!;
  const group = entityByPath('groups')!;
  const role = entityByPath('roles')!;

  it("draws a device's settings as a section of tabs, one per settings section, titled", () => {
    const ui = buildUiSchema(device, translate, 'edit');
    expect(ui.device_settings['ui:title']).toBe('Device settings');
    expect(ui.device_settings['ui:options']).toEqual({ section: true, collapsed: false, columns: 2, tabs: true, wide: true });
    const sections = ['mqtt', 'sip', 'address', 'network', 'additional', 'face_recognition', 'lift_controller', 'elevator_call', 'alpr_camera', 'integration_axxon'];
    for (const section of sections) {
      expect(ui.device_settings[section]['ui:options'], section).toEqual({ section: false, collapsed: true, columns: 2, tabPanel: true, wide: true });
      expect(ui.device_settings[section]['ui:title'], section).not.toContain('resources.');
    }
    expect(ui.device_settings.sip.talk_timeout['ui:title']).toBe('Talk timeout, s');
    expect(ui.device_settings.lift_controller.floor_map.items.is_panel_floor['ui:title']).toBe('Panel installation floor');
  });

  it('lays fields out in two columns, wide ones across, and folds sections that ask for nothing', () => {
    const ui = buildUiSchema(user, translate, 'create');
    expect(ui['ui:options']).toEqual({ columns: 2 });
    expect(ui.login['ui:options']).toBeUndefined();
    expect(ui.role_id['ui:options']).toBeUndefined(); // a reference autocomplete, narrow
    expect(ui.profile['ui:options']).toEqual({ section: true, collapsed: true, columns: 2, wide: true });
    expect(ui.profile.address['ui:options']).toEqual({ wide: true }); // a long text
    const role = buildUiSchema(entityByPath('roles')!, translate, 'create');
    expect(role.permissions['ui:options']).toMatchObject({ wide: true });
    const schedule = buildUiSchema(entityByPath('schedules')!, translate, 'create');
    const weekGrid = Object.values(schedule).find((field) => field?.['ui:field'] === 'display:week_grid');
    expect(weekGrid?.['ui:options']).toEqual({ wide: true });
  });

  it('uses password inputs for secrets, with "unchanged" help on edit only', () => {
    const create = buildUiSchema(user, translate, 'create');
    const edit = buildUiSchema(user, translate, 'edit');
    expect(create.password['ui:widget']).toBe('password');
    expect(create.password['ui:help']).toBe('At least 8 characters');
    expect(edit.password['ui:help']).toBe('At least 8 characters. Leave empty to keep the current value');
    const device_ui = buildUiSchema(device, translate, 'edit');
    expect(device_ui.device_settings.sip.password['ui:widget']).toBe('password');
    expect(device_ui.device_settings.mqtt.password['ui:widget']).toBe('password');
  });

  it('picks references with the reference widget, blank ones through the blankable field', () => {
    const users = buildUiSchema(user, translate, 'create');
    expect(users.domain_ids['ui:widget']).toBe('reference');
    expect(users.role_id).toMatchObject({ 'ui:widget': 'reference', 'ui:field': 'blankable', 'ui:emptyValue': null });
    const groups = buildUiSchema(group, translate, 'create');
    expect(groups.device_status_notify.user['ui:widget']).toBe('reference');
  });

  it('labels enum values in the user language and leaves codes as they are', () => {
    const ru = buildUiSchema(device, translator('ru').translate, 'create');
    expect(ru.type['ui:enumNames']).toEqual(['Вызывная панель', 'Монитор', 'Контроллер доступа', 'Лифтовой контроллер', 'IP-камера', 'Шлагбаум']);
    expect(ru.model['ui:enumNames'][0]).toBe('AA12');
    const groups = buildUiSchema(group, translate, 'create');
    expect(groups.domain_type_id['ui:enumNames']).toEqual(['Domain', 'Site', 'Building', 'Unit', 'Apartment', 'Floor']);
    expect(groups.domain_type_id['ui:widget']).toBeUndefined(); // a select, not a number input
  });

  it('lists permissions grouped by family with their labels, and keeps fixed-length lists fixed', () => {
    const roles = buildUiSchema(role, translate, 'create');
    expect(roles.permissions['ui:widget']).toBe('groupedChoices');
    expect(entityFormSchema(role).properties?.permissions).toMatchObject({ uniqueItems: true });
    const groups = (roles.permissions['ui:options'] as GroupedChoicesOptions).choiceGroups;
    expect(groups.map((group) => group.name)).toEqual(Object.keys(PERMISSION_FAMILIES));
    expect(groups.find((group) => group.name === 'rules')).toMatchObject({ title: 'Schedules, access and forwarding rules' });
    expect(groups.flatMap((group) => group.values)).toEqual([...PERMISSIONS]);
    const labels: string[] = roles.permissions.items['ui:enumNames'];
    expect(labels[PERMISSIONS.indexOf('devices.view.descendants')]).toBe('View devices of descendant groups');
    const ru = buildUiSchema(role, translator('ru').translate, 'edit');
    expect(ru.permissions.items['ui:enumNames'][PERMISSIONS.indexOf('devices.view.descendants')]).toBe('Просмотр устройств дочерних групп');
    const devices: UiSchema = buildUiSchema(device, translate, 'create');
    expect(devices.device_settings.additional.button_numbers['ui:options']).toEqual({ orderable: false, addable: false, removable: false, wide: true });
    expect(devices.device_settings.additional.button_numbers.items).toEqual({ 'ui:options': { label: false }, 'ui:emptyValue': '' });
  });

  it('stores a blank as the schema allows: null, empty text, or nothing for numbers', () => {
    const groups = buildUiSchema(group, translate, 'create');
    expect(groups.logic_address['ui:emptyValue']).toBeNull();
    expect(groups.description['ui:emptyValue']).toBe('');
    expect(groups.description['ui:widget']).toBe('textarea');
    const users = buildUiSchema(user, translate, 'create');
    expect(users.email).toMatchObject({ 'ui:field': 'blankable', 'ui:emptyValue': '' });
    const devices = buildUiSchema(device, translate, 'create');
    expect(devices.port['ui:emptyValue']).toBeUndefined();
    expect(devices.location_latitude).toMatchObject({ 'ui:widget': 'decimal', 'ui:emptyValue': null });
  });

  it('hides create-time instructions on edit', () => {
    expect(buildUiSchema(user, translate, 'create').send_registration_link['ui:widget']).toBeUndefined();
    expect(buildUiSchema(user, translate, 'edit').send_registration_link['ui:widget']).toBe('hidden');
  });

  it('opens a section that appears on a choice (a poll on choosing Poll), whose questions the poll editor edits', () => {
    const announce = buildUiSchema(entityByPath('announces')!, translate, 'create');
    expect(announce.type_info['ui:options']).toMatchObject({ section: true, collapsed: false });
    expect(announce.type_info.questions['ui:field']).toBe('display:poll_questions');
    // A section with nothing required that is always there still starts folded.
    expect(buildUiSchema(user, translate, 'create').profile['ui:options']).toMatchObject({ section: true, collapsed: true });
  });

  it("leaves one's own password out of one's own user record (it changes on the profile page, with the old one)", () => {
    expect(buildUiSchema(user, translate, 'edit', true).password).toEqual({ 'ui:widget': 'hidden' });
    expect(buildUiSchema(user, translate, 'edit', false).password['ui:widget']).toBe('password');
    expect(buildUiSchema(user, translate, 'edit', true).name['ui:widget']).toBeUndefined();
  });

  it('offers choices a call answers (choicesFrom) in one select, labelled like any field', () => {
    const rules = buildUiSchema(entityByPath('guest-access')!, translate, 'create').selectedAccessRules;
    expect(rules).toMatchObject({
      'ui:title': 'Access rules',
      'ui:widget': 'callChoices',
      'ui:options': { choicesFrom: { path: 'identifiers/guest-access/options', list: 'access_rules' } },
    });
  });
});

describe('a field only some may change (editableWith)', () => {
  const groups = entityByPath('groups')!;
  const { translate } = translator('en');

  it('is read-only to a user without one of its permissions, and only that field', () => {
    const ui = buildUiSchema(groups, translate, 'edit', false, ['groups.edit.all']);
    expect(ui.license_info['ui:readonly']).toBe(true);
    expect(ui.name['ui:readonly']).toBeUndefined();
  });

  it('is editable with any one of them', () => {
    for (const permission of ['licenses.count.edit.all', 'licenses.count.edit.own']) {
      expect(buildUiSchema(groups, translate, 'edit', false, [permission]).license_info['ui:readonly']).toBeUndefined();
    }
  });
});

describe('a read-only reference to records the user may not read', () => {
  const users = entityByPath('users')!;
  const { translate } = translator('en');

  it('is not shown, where it could only say "#4" (a resident\'s own role), and is shown read-only to one who reads roles', () => {
    expect(buildUiSchema(users, translate, 'edit', true, []).role_id).toEqual({ 'ui:widget': 'hidden' });
    expect(buildUiSchema(users, translate, 'edit', true, ['roles.view']).role_id).toMatchObject({ 'ui:widget': 'reference', 'ui:readonly': true });
  });
});
