/**
 * react-admin's default theme with the spec's sidebar width (001 §9: 250) and dialog widths (000 §2.7, 001 §9):
 * every dialog takes its width from its MUI size here, never its own: `xs` small (300), `sm` the default
 * (600, also when none is given), `md` project settings and other wide views (900).
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_CLOSED_WIDTH = 55;

export const DIALOG_WIDTHS = { small: 300, default: 600, settings: 900 } as const;

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiDialog: {
      defaultProps: { maxWidth: 'sm', fullWidth: true },
      styleOverrides: {
        paperWidthXs: { maxWidth: DIALOG_WIDTHS.small },
        paperWidthSm: { maxWidth: DIALOG_WIDTHS.default },
        paperWidthMd: { maxWidth: DIALOG_WIDTHS.settings },
      },
    },
  },
};
