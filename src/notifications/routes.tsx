/** /notifications (query type: all, alarm or important) and /notifications/settings, inside the shell. */
import type { ReactElement } from 'react';

export const notificationRoutes: ReactElement[] = [];
