/** Public account pages (registration, recovery, confirmation, terms) and the profile page (ru). */
import type { account as english } from './account.en';

export const account: typeof english = {};
