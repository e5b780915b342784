/** Live channel state and notifications (ru). */
import type { live as english } from './live.en';

export const live: typeof english = {};
