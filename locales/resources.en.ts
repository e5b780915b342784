/** Entity and field names for the generated screens (en). Filled in by resources/ work. */
export const resources = {};
