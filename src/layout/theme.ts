/** react-admin's default theme with the spec's sidebar width (001 §9: 250). */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_CLOSED_WIDTH = 55;

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
};
