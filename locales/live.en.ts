/** Live channel state and notifications (en). */
export const live = {};
