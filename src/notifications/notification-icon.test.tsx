// @vitest-environment jsdom
/**
 * Every notification type shows its own icon from the shared catalogue (schemas/notification-types.ts), never
 * the bell that stands in for a type no longer known; the bell only for such a type.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_CATALOGUE, NOTIFICATION_TYPES } from '../../schemas/notification-types';
import { NotificationIcon } from './notification-icon';
import type { ConsoleNotification } from './notifications-api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

/** The MUI icon's test id a notification of this type and icon name shows. */
async function shownIcon(type: string, icon: string) {
  const notification = { id: 1, type, icon, color: '#1976d2' } as ConsoleNotification;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<NotificationIcon notification={notification} />));
  const shown = container.querySelector('svg')?.getAttribute('data-testid');
  await act(async () => root.unmount());
  return shown;
}

describe('notification icons', () => {
  it.each(NOTIFICATION_TYPES)('%s shows its own icon, not the bell', async (type) => {
    const shown = await shownIcon(type, NOTIFICATION_CATALOGUE[type].icon);
    expect(shown, type).toMatch(/Icon$/);
    expect(shown, type).not.toBe('NotificationsIcon');
  });

  it('a type no longer in the catalogue shows the bell', async () => {
    expect(await shownIcon('retired_type', 'notifications')).toBe('NotificationsIcon');
  });
});
