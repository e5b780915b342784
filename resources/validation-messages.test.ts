import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { entityByPath } from '../schemas';
import type { Entity } from '../schemas/define-entity';
import { entityFormSchema } from './form-schema';
import { translator } from './test-support/translator';
import { ajvErrorMessage, errorTransformer } from './validation-messages';

/** Validates like the form does and returns field → message. */
function messages(entity: Entity, data: Record<string, unknown>, locale: 'en' | 'ru' | 'uk' = 'en') {
  const { translate } = translator(locale);
  const result = validator.validateFormData(data, entityFormSchema(entity), undefined, errorTransformer(entity, translate));
  return Object.fromEntries(result.errors.map((error) => [error.property?.replace(/^\./, ''), error.message]));
}

const user = entityByPath('users')!;
const device = entityByPath('devices')!;
const group = entityByPath('groups')!;

describe('form validation messages (000 §5.1)', () => {
  it('says what the server says, one message per field', () => {
    expect(
      messages(user, { login: '', name: 'x'.repeat(256), email: 'not-an-email', domain_ids: [], profile: { phone: '123' } }),
    ).toEqual({
      'login': 'Field is required',
      'name': 'Max length 255 chars',
      'email': 'Value must be e-mail',
      'domain_ids': 'User must have at least one group',
      'profile.phone': 'Phone must be in international format',
    });
  });

  it('covers required, numbers, ranges, IPs, patterns and nested fields', () => {
    expect(
      messages(device, {
        name: 'Gate',
        ip_address: '10.0.0',
        port: 70000,
        device_login: 'bad login',
        device_settings: { sip: { password: 'abc', talk_timeout: 5 } },
      }),
    ).toEqual({
      'login': 'Field is required',
      'domain_id': 'Field is required',
      'ip_address': 'Value must be a valid URL or IP',
      'port': 'Value must be less than or equal to 65535',
      'device_login': 'Letters, numbers and _ . @ - only, 1 to 31 chars',
      'device_settings.sip.password': 'Min length 6 chars',
      'device_settings.sip.talk_timeout': 'Value must be greater than or equal to 10',
    });
  });

  it('renders in the user language', () => {
    expect(messages(group, { name: '', sip_number: '12a' }, 'ru')).toEqual({
      'name': 'Обязательное поле',
      'sip_number': 'Только цифры',
    });
    expect(messages(user, { login: 'a', name: 'b', domain_ids: [1], email: 'x' }, 'uk')).toEqual({ 'email': 'Значення має бути e-mail' });
  });

  it('accepts a valid record', () => {
    expect(messages(device, { name: 'Gate', login: 'SN1', domain_id: 3 })).toEqual({});
    expect(messages(user, { login: 'ann', name: 'Ann', email: '', domain_ids: [0], role_id: null })).toEqual({});
  });

  it('maps each ajv keyword to a spec message key', () => {
    const error = (name: string, params: Record<string, unknown> = {}) => ({ name, params, property: '.x', message: '', stack: '' });
    expect(ajvErrorMessage(error('type', { type: 'integer' }))).toEqual({ key: 'validation.number' });
    expect(ajvErrorMessage(error('type', { type: 'string' }))).toEqual({ key: 'validation.wrong_type' });
    expect(ajvErrorMessage(error('minLength', { limit: 8 }))).toEqual({ key: 'validation.min_length', params: { length: 8 } });
    expect(ajvErrorMessage(error('maxItems', { limit: 4 }))).toEqual({ key: 'validation.max_items', params: { count: 4 } });
    expect(ajvErrorMessage(error('enum'))).toEqual({ key: 'validation.invalid_value' });
    expect(ajvErrorMessage(error('pattern', { pattern: '^\\d*$' }))).toEqual({ key: 'validation.wrong_format' });
    expect(ajvErrorMessage(error('format', { format: 'date' }))).toEqual({ key: 'validation.wrong_format' });
  });
});
