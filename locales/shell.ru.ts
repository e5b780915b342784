/** The signed-in shell: menu groups and items, top bar, page stack, licence warnings, not-yet-available page (ru). */
import type { shell as english } from './shell.en';

export const shell: typeof english = {};
