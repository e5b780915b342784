/** The entities' own record messages (001 §8 client texts) over the real locales, and the general fallback. */
import { describe, expect, it } from 'vitest';
import { device, identifier, marker } from '../schemas';
import type { Entity } from '../schemas/define-entity';
import { entityMessage, saveErrorText } from './record-messages';
import { translator } from './test-support/translator';

const as = (entity: unknown) => entity as Entity;

describe('record messages', () => {
  it.each([
    ['en', 'Identifier not found', 'View identifier is not available', 'Error saving identifier Gate card: Prohibited'],
    ['ru', 'Идентификатор не найден', 'Просмотр идентификатора недоступен', 'Ошибка сохранения идентификатора Gate card: Prohibited'],
  ] as const)('reads the identifier messages of the spec in %s', (locale, notFound, notAvailable, saveError) => {
    const { translate, missing } = translator(locale);
    expect(entityMessage(translate, as(identifier), 'not_found')).toBe(notFound);
    expect(entityMessage(translate, as(identifier), 'view_not_available')).toBe(notAvailable);
    expect(saveErrorText(translate, as(identifier), { name: 'Gate card' }, 'Prohibited')).toBe(saveError);
    expect([...missing]).toEqual([]);
  });

  it("names a device's and a group's absence as the spec does", () => {
    const { translate } = translator('en');
    expect(entityMessage(translate, as(device), 'not_found')).toBe('Device not found');
  });

  it('leaves an entity without its own messages to the general wording', () => {
    const { translate, missing } = translator('en');
    expect(entityMessage(translate, as(marker), 'not_found')).toBe('');
    expect(saveErrorText(translate, as(marker), { name: 'Red' }, 'Prohibited')).toBe('Prohibited');
    expect([...missing]).toEqual([]);
  });
});
