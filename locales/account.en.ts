/** Public account pages (registration, recovery, confirmation, terms) and the profile page (en). */
export const account = {};
