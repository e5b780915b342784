/** Live channel state and notifications (uk). */
import type { live as english } from './live.en';

export const live: typeof english = {};
