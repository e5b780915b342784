import { describe, expect, it } from 'vitest';
import { sectionFields } from './section-fields';
import { errorDetails, sectionFieldErrors } from './section-errors';

// Renders a key with its params, or the server's own text when the key is unknown (as react-admin's does).
const translate = (key: string, options?: Record<string, unknown>) =>
  key.startsWith('validation.') ? `${key}(${Object.entries(options ?? {}).filter(([name]) => name !== '_').map(([name, value]) => `${name}=${value}`).join(',')})` : String(options?._ ?? key);

describe('server field errors on the settings page', () => {
  const sip = sectionFields('sip');

  it('puts each message on its field, in the user’s language from its code', () => {
    const errors = sectionFieldErrors(
      { port: 'Max value 65535', 'rtp.max': 'rtp_range' },
      { port: { key: 'validation.less_than', params: { value: 65535 } }, 'rtp.max': { key: 'validation.rtp_range' } },
      sip,
      {},
      translate,
    );
    expect(errors).toEqual({ fields: { port: 'validation.less_than(value=65535)', 'rtp.max': 'validation.rtp_range()' }, formMessages: [] });
  });

  it('says which item of a list is wrong, on the list', () => {
    const sent = { local_networks: ['10.0.0.0/8', '10.0.0.0/33', 'x'] };
    const errors = sectionFieldErrors(
      { 'local_networks.1': 'IP with bit prefix', 'local_networks.2': 'IP with bit prefix' },
      { 'local_networks.1': { key: 'validation.ip_with_prefix' }, 'local_networks.2': { key: 'validation.ip_with_prefix' } },
      sip,
      sent,
      translate,
    );
    expect(errors.fields).toEqual({ local_networks: '“10.0.0.0/33”: validation.ip_with_prefix(); “x”: validation.ip_with_prefix()' });
  });

  it('gives a message about no shown field (or the whole body) to the form', () => {
    const errors = sectionFieldErrors({ _: 'body must be a JSON object', extra: 'Unknown field' }, {}, sip, {}, translate);
    expect(errors.fields).toEqual({});
    // An older message without its code is still recognised by its English template.
    expect(errors.formMessages).toEqual(['body must be a JSON object', 'validation.unknown_field()']);
  });

  it('reads the fields and codes from the HttpError the http client throws', () => {
    const failure = Object.assign(new Error('Invalid data'), {
      status: 422,
      body: { error: { code: 'invalid_data', fields: { port: 'x' }, field_codes: { port: { key: 'validation.number' } } } },
    });
    expect(errorDetails(failure)).toEqual({ status: 422, fields: { port: 'x' }, codes: { port: { key: 'validation.number' } }, message: 'Invalid data' });
    expect(errorDetails(new Error('Forbidden'))).toMatchObject({ fields: undefined, codes: {}, message: 'Forbidden' });
  });
});
