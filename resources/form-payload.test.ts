import { describe, expect, it } from 'vitest';
import { entityByPath } from '../schemas';
import { PASSWORD_PLACEHOLDER } from '../schemas/define-entity';
import { entityFormSchema } from './form-schema';
import { formPayload } from './form-payload';

const device = entityFormSchema(entityByPath('devices')!);
const user = entityFormSchema(entityByPath('users')!);

describe('formPayload', () => {
  it('leaves out empty secrets at any depth, so the stored ones stay', () => {
    const data = {
      name: 'Gate',
      password: '',
      device_settings: { mqtt: { password: '' }, sip: { password: PASSWORD_PLACEHOLDER, talk_timeout: 60 } },
    };
    expect(formPayload(device, data, 'edit')).toEqual({ name: 'Gate', device_settings: { mqtt: {}, sip: { talk_timeout: 60 } } });
  });

  it('sends secrets that were typed', () => {
    const data = { device_password: 'secret', device_settings: { sip: { password: 'sip-secret' } } };
    expect(formPayload(device, data, 'create')).toEqual(data);
  });

  it('sends create-time instructions on create only', () => {
    expect(formPayload(user, { name: 'Ann', send_registration_link: true }, 'create')).toEqual({ name: 'Ann', send_registration_link: true });
    expect(formPayload(user, { name: 'Ann', send_registration_link: true }, 'edit')).toEqual({ name: 'Ann' });
  });

  it('keeps other fields, server-owned ones included, for the dataProvider to sort out', () => {
    expect(formPayload(user, { id: 4, name: 'Ann', role_id: null }, 'edit')).toEqual({ id: 4, name: 'Ann', role_id: null });
  });
});
