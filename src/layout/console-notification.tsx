/** react-admin's alert, shown for 3000 ms (001 §9) unless a notify() call asks for longer. */
import { Notification } from 'react-admin';
import { ALERT_MS } from './alert-durations';

export function ConsoleNotification() {
  return <Notification autoHideDuration={ALERT_MS} />;
}
