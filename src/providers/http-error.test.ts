/** Server errors in the user's language (001 §8): catalogue lookup, raw fallback, default, field errors. */
import { describe, expect, it } from 'vitest';
import { toHttpError } from './http-error';
import { createI18nProvider, loadLocale } from './i18n-provider';
import { MemoryStorage } from './memory-storage';
// Russian and Ukrainian are loaded on demand in the console; these tests use them from the start.
await Promise.all([loadLocale('ru'), loadLocale('uk')]);

const ru = createI18nProvider({ storage: new MemoryStorage(), locale: 'ru' }).translate;
const en = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' }).translate;
const uk = createI18nProvider({ storage: new MemoryStorage(), locale: 'uk' }).translate;

describe('toHttpError', () => {
  it('looks the error up by its code, never by its English text', () => {
    const error = toHttpError(404, { message: 'Something else entirely', error: { code: 'not_found', message: 'Something else entirely' } }, ru);
    expect(error).toMatchObject({ status: 404, message: 'Не найдено' });
  });

  it('reads the same server error in each language by its code', () => {
    const refused = { message: 'Invalid Credentials', error: { code: 'invalid_credentials', message: 'invalid credentials' } };
    expect(toHttpError(401, refused, en).message).toBe('Incorrect login/password');
    expect(toHttpError(401, refused, ru).message).toBe('Неверный логин/пароль');
    expect(toHttpError(401, refused, uk).message).toBe('Невірний логін/пароль');
    expect(toHttpError(409, { error: { code: 'not_unique', message: 'Value Not Unique' } }, uk).message).toBe(uk('errors.codes.not_unique'));
    expect(uk('errors.codes.not_unique')).not.toBe(en('errors.codes.not_unique'));
  });

  it('fills placeholders from the error details, naming entities in the user language', () => {
    const body = { message: 'invalid related entity sent', error: { code: 'invalid_related_entity', message: 'invalid related entity sent', entities: ['groups'] } };
    expect(toHttpError(422, body, ru).message).toBe(`Передана неверная связанная сущность: ${ru('resources.groups.name', { smart_count: 2 })}`);
  });

  it('falls back to the raw message, then to the default text', () => {
    expect(toHttpError(418, { message: 'teapot refused' }, ru).message).toBe('teapot refused');
    expect(toHttpError(502, '<html>Bad gateway</html>', ru).message).toBe('Ошибка выполнения действия. Обратитесь в поддержку.');
  });

  it('nests field errors for forms, in the user language by their keys (else their English template), keeping the server body', () => {
    const fields = {
      'device_settings.sip.password': 'Min length 6 chars',
      name: 'Field is required',
      domain_ids: 'not found',
      _: 'malformed request body',
    };
    const field_codes = { 'device_settings.sip.password': { key: 'validation.min_length', params: { length: 6 } }, domain_ids: { key: 'validation.not_found' } };
    const error = toHttpError(422, { message: 'invalid data sent', error: { code: 'invalid_data', message: 'invalid data sent', fields, field_codes } }, ru);
    expect(error.message).toBe('Минимальная длина 6 символов; Обязательное поле; Не найдено; malformed request body');
    expect(error.body.error.fields).toEqual(fields);
    expect(error.body.errors).toEqual({
      device_settings: { sip: { password: 'Минимальная длина 6 символов' } },
      name: 'Обязательное поле',
      domain_ids: 'Не найдено',
      root: { serverError: 'malformed request body' },
    });
  });

  it("says the server's precise field message instead of the code's generic text (001 §8 'Cant perform action')", () => {
    const outside = { message: 'method or action prohibited', error: { code: 'prohibited', message: 'method or action prohibited', fields: { start_ip: 'This range is outside the networks the project allows to search' }, field_codes: { start_ip: { key: 'validation.range_not_allowed' } } } };
    expect(toHttpError(403, outside, en).message).toBe('This range is outside the networks the project allows to search');
    expect(toHttpError(403, outside, uk).message).toBe(uk('validation.range_not_allowed'));
    expect(toHttpError(403, outside, en).message).not.toBe(en('errors.codes.prohibited'));
    expect(toHttpError(403, { error: { code: 'prohibited', message: 'method or action prohibited' } }, en).message).toBe('Cant perform action');
  });
});
