// @vitest-environment jsdom
/** Dialog widths of 000 §2.7 come from the console's theme: small 300, default 600, project settings 900. */
import { Dialog, type DialogProps } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTheme } from './theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const theme = createTheme(consoleTheme as Parameters<typeof createTheme>[0]);

afterEach(() => {
  document.body.innerHTML = '';
});

async function maxWidthOf(props: Partial<DialogProps>) {
  const host = document.body.appendChild(document.createElement('div'));
  await act(async () =>
    createRoot(host).render(
      <ThemeProvider theme={theme}>
        <Dialog open {...props}>
          text
        </Dialog>
      </ThemeProvider>,
    ),
  );
  return getComputedStyle(document.querySelector('.MuiDialog-paper')!).maxWidth;
}

describe('dialog widths (000 §2.7)', () => {
  it.each([
    ['a dialog that names no size', '600px', {}],
    ['a default dialog', '600px', { maxWidth: 'sm' as const }],
    ['a small dialog', '300px', { maxWidth: 'xs' as const }],
    ['a project settings dialog', '900px', { maxWidth: 'md' as const }],
  ])('%s is at most %s wide', async (_name, width, props: Partial<DialogProps>) => {
    expect(await maxWidthOf(props)).toBe(width);
  });
});
