/** Entity and field names for the generated screens (ru). Filled in by resources/ work. */
export const resources = {};
