/** The notification bell of the top bar (000 §3.14): unread count, recent and important notifications. */
export function NotificationBell() {
  return null;
}
