/** The signed-in shell: menu groups and items, top bar, page stack, licence warnings, not-yet-available page (en). */
export const shell = {};
