import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  it('reads the dataProvider’s nested, translated body.errors', () => {
    const error = new HttpError('Wrong parameters', 422, {
      errors: { name: 'Обязательное поле', device_settings: { sip: { password: 'Минимальная длина 6 символов' } } },
    });
    expect(serverFieldErrors(error)).toEqual({
      errorSchema: {
        name: { __errors: ['Обязательное поле'] },
        device_settings: { sip: { password: { __errors: ['Минимальная длина 6 символов'] } } },
      },
      formMessage: undefined,
    });
  });

  it('reads flat a.b.c keys of body.error.fields, list items included', () => {
    const error = { body: { error: { fields: { 'device_settings.lift_controller.floor_map.0.floor': 'Value must be a number' } } } };
    expect(serverFieldErrors(error).errorSchema).toEqual({
      device_settings: { lift_controller: { floor_map: { 0: { floor: { __errors: ['Value must be a number'] } } } } },
    });
  });

  it('keeps a message about the whole body apart', () => {
    expect(serverFieldErrors({ body: { errors: { root: { serverError: 'body must be a JSON object' } } } })).toEqual({
      errorSchema: undefined,
      formMessage: 'body must be a JSON object',
    });
  });

  it('finds nothing in other errors', () => {
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
