import { describe, expect, it } from 'vitest';
import { consoleEntities as entities, entityByPath } from '../schemas';
import { describeField, describeFields } from './field-kinds';
import { defaultSort, filterInputs, isSortable, logTimeField, recordTitle, titleSort } from './list-description';

const user = entityByPath('users')!;
const device = entityByPath('devices')!;
const group = entityByPath('groups')!;

describe('field kinds', () => {
  it('reads display kinds from the zod schema', () => {
    expect(describeField(user, 'created_at').kind).toBe('date');
    expect(describeField(user, 'role_id')).toMatchObject({ kind: 'reference', reference: 'roles' });
    expect(describeField(user, 'domain_ids')).toMatchObject({ kind: 'references', reference: 'groups' });
    expect(describeField(user, 'email').kind).toBe('text');
    expect(describeField(user, 'elevator_access_disabled').kind).toBe('boolean');
    expect(describeField(user, 'password')).toMatchObject({ kind: 'text', writeOnly: true });
    expect(describeField(group, 'domain_type_id')).toMatchObject({ kind: 'enum', values: [1, 2, 3, 4, 5, 6] });
    expect(describeField(group, 'parent_id')).toMatchObject({ kind: 'reference', reference: 'groups' });
    expect(describeField(device, 'location_latitude').kind).toBe('number');
    expect(describeField(device, 'port').kind).toBe('number');
    expect(describeField(device, 'status')).toMatchObject({ kind: 'enum', readOnly: true });
  });

  it('reads moments from the schema\'s type, and declared codes as enums', () => {
    const deviceEvent = entityByPath('devices/events')!;
    expect(describeField(deviceEvent, 'at').kind).toBe('date');
    expect(describeField(entityByPath('schedules')!, 'valid_from').kind).toBe('date');
    expect(describeField(deviceEvent, 'type')).toMatchObject({ kind: 'enum', values: expect.arrayContaining(['door_opened', 'tamper_alarm']) });
    expect(describeField(entityByPath('access-control/events')!, 'reason')).toMatchObject({ kind: 'enum', values: expect.arrayContaining(['no_rule']) });
  });

  it('describes nested sections and lists of records', () => {
    const settings = describeField(device, 'device_settings');
    expect(settings.kind).toBe('object');
    expect(settings.children!.map((child) => child.name)).toEqual([
      'mqtt', 'sip', 'address', 'network', 'additional', 'face_recognition', 'lift_controller', 'elevator_call', 'alpr_camera', 'integration_axxon',
    ]);
    const lift = settings.children!.find((child) => child.name === 'lift_controller')!;
    const floorMap = lift.children!.find((child) => child.name === 'floor_map')!;
    expect(floorMap.kind).toBe('objects');
    expect(floorMap.children!.find((child) => child.name === 'apartments')).toMatchObject({
      kind: 'list',
      path: ['device_settings', 'lift_controller', 'floor_map', 'apartments'],
    });
    const mqttPassword = settings.children![0].children![0];
    expect(mqttPassword).toMatchObject({ name: 'password', writeOnly: true });
  });

  it('describes every field of every entity', () => {
    for (const entity of entities) expect(describeFields(entity).map((field) => field.name)).toEqual(Object.keys(entity.record.shape));
  });
});

describe('list description', () => {
  it('sorts by the entity’s default, on declared filter fields only', () => {
    expect(defaultSort(user)).toEqual({ field: 'name', order: 'ASC' });
    expect(isSortable(user, 'created_at')).toBe(true);
    expect(isSortable(user, 'domain_ids')).toBe(false);
    expect(isSortable(device, 'model')).toBe(true);
    expect(isSortable(device, 'ip_address')).toBe(false);
  });

  it('names filter inputs by the dataProvider’s key convention', () => {
    expect(filterInputs(user).map((input) => [input.source, input.kind])).toEqual([
      ['id', 'number'],
      ['name_begins', 'begins'],
      ['login_begins', 'begins'],
      ['email_begins', 'begins'],
      ['role_id', 'reference'],
      ['domain_ids', 'reference'],
      ['markers', 'reference'],
      ['created_at_gte', 'since'],
      ['created_at_lte', 'until'],
    ]);
    expect(filterInputs(device).find((input) => input.source === 'status')?.kind).toBe('enum');
  });

  it('finds logs by their newest-first order on a moment', () => {
    expect(logTimeField(entityByPath('devices/events')!)).toBe('at');
    expect(logTimeField(entityByPath('access-control/events')!)).toBe('at');
    expect(logTimeField(entityByPath('elevators/events')!)).toBe('at');
    expect(logTimeField(entityByPath('devices/tasks')!)).toBe('created_at');
    expect(logTimeField(user)).toBeUndefined();
    expect(logTimeField(entityByPath('identifiers/guest-access')!)).toBeUndefined();
  });

  it('names records by their title field', () => {
    expect(recordTitle(group, { id: 3, name: 'Block A' })).toBe('Block A');
    expect(recordTitle(group, { id: 3, name: '' })).toBe('#3');
    expect(titleSort(group)).toEqual({ field: 'name', order: 'ASC' });
  });
});
