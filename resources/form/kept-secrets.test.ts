import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { FormNode } from '../form-schema';
import { withoutKeptSecrets } from './kept-secrets';

const schema: FormNode = {
  type: 'object',
  required: ['name', 'password'],
  properties: {
    name: { type: 'string', minLength: 1 },
    password: { type: 'string', minLength: 8, writeOnly: true },
    sip: { type: 'object', required: ['secret'], properties: { secret: { type: 'string', minLength: 4, writeOnly: true } } },
  },
};
const error = (property: string, name: string, params: Record<string, unknown> = {}): RJSFValidationError => ({ property, name, params, stack: name });

describe('write-only fields kept on update', () => {
  it('drops the errors of a write-only field left empty, at any depth, missing or blank', () => {
    const errors = [error('', 'required', { missingProperty: 'password' }), error('.sip.secret', 'minLength', { limit: 4 }), error('.password', 'minLength', { limit: 8 })];
    expect(withoutKeptSecrets(schema, { name: 'Trunk', password: '', sip: { secret: '' } }, errors)).toEqual([]);
  });

  it('keeps the errors of a typed secret that is wrong, and of every other field', () => {
    const errors = [error('.password', 'minLength', { limit: 8 }), error('', 'required', { missingProperty: 'name' }), error('.name', 'minLength', { limit: 1 })];
    expect(withoutKeptSecrets(schema, { name: '', password: 'short' }, errors)).toEqual(errors);
  });
});
