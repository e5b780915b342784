/** Entity and field names for the generated screens (uk). Filled in by resources/ work. */
export const resources = {};
