/**
 * A notification's sentence shows its dates in the user's format, never as stored: the catalogue names which
 * data keys are dates (server/notifications/subjects.ts, from their zod type) and the client formats them.
 */
import { describe, expect, it } from 'vitest';
import { type LocaleCode, translate } from '../../locales';
import { notificationText } from '../../src/notifications/notification-text';
import { presentationOf } from './catalogue';

const data = { reservation_id: 4, amenity_id: 2, amenity: 'Gym', date: '2026-12-01' };

function sentence(locale: LocaleCode, timeZone: string) {
  const look = presentationOf('amenity_reservation_canceled', data)!;
  const notification = { id: 1, type: 'amenity_reservation_canceled', data, created_at: '', read: false, important: false, icon: '', color: '', sound: null, popup_action: null, labels: look.labels, moments: look.moments };
  return notificationText(notification, (key: string, options?: Record<string, unknown>) => translate(locale, key, options as Record<string, string>), { locale, timeZone });
}

describe("A notification's dates", () => {
  it('are in the language\'s format, the same calendar day in every zone', () => {
    expect(sentence('en', 'America/New_York')).toContain('12/01/2026');
    expect(sentence('ru', 'Asia/Tokyo')).toContain('01.12.2026');
    expect(sentence('uk', 'Europe/Kyiv')).not.toContain('2026-12-01');
  });
});
