// @vitest-environment jsdom
/**
 * The shared dialogs of 000 §2.7 in the console's own providers: text copy (without a clipboard, Copy selects the
 * text for the user), info (its Close in the user's language), license types info (each type by what it allows),
 * image preview (the image named by its title, its download).
 */
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LocaleCode } from '../../locales';
import { createI18nProvider, loadLocale, loadSignedInEnglish } from '../providers/i18n-provider';
import { MemoryStorage } from '../providers/memory-storage';
import { ImagePreviewDialog } from './image-preview-dialog';
import { InfoDialog } from './info-dialog';
import { LicenceTypesInfoDialog } from './licence-types-info-dialog';
import { TextCopyDialog } from './text-copy-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await loadSignedInEnglish();
  await loadLocale('ru');
});
afterEach(() => {
  document.body.innerHTML = '';
});

async function show(node: ReactNode, locale: LocaleCode = 'en') {
  const host = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(host).render(<AdminContext i18nProvider={createI18nProvider({ storage: new MemoryStorage(), locale })}>{node}</AdminContext>));
  return document.querySelector('[role="dialog"]') as HTMLElement;
}
const button = (dialog: HTMLElement, name: string) => [...dialog.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('shared dialogs (000 §2.7)', () => {
  it('text copy shows the text read-only, and Copy selects it where there is no clipboard', async () => {
    let closed = false;
    const value = 'https://console.example.net/guest-access/abc';
    const dialog = await show(<TextCopyDialog open title="Guest access URL" description="Send this link" value={value} onClose={() => { closed = true; }} />);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Guest access URL');
    const input = dialog.querySelector('input')!;
    expect([input.value, input.readOnly]).toEqual([value, true]);
    await act(async () => button(dialog, 'Copy').click());
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, value.length]);
    await act(async () => button(dialog, 'Close').click());
    expect(closed).toBe(true);
  });

  it('info says its text, with Close in the user language', async () => {
    const dialog = await show(<InfoDialog open title="Удалённое управление" onClose={() => undefined}>Устройство не в сети</InfoDialog>, 'ru');
    expect(dialog.textContent).toContain('Устройство не в сети');
    expect(button(dialog, 'Закрыть')).toBeDefined();
  });

  it('image preview shows the image named by its title, with its download', async () => {
    let closed = false;
    const dialog = await show(<ImagePreviewDialog open title="QR code: Gate" url="blob:qr" width={256} height={256} downloadName="identifier-5-qr.png" downloadLabel="Download" onClose={() => { closed = true; }} />);
    const image = dialog.querySelector('img')!;
    expect([image.getAttribute('alt'), image.getAttribute('src'), image.getAttribute('width')]).toEqual(['QR code: Gate', 'blob:qr', '256']);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('QR code: Gate');
    const download = [...dialog.querySelectorAll('a')].find((link) => link.textContent === 'Download')!;
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual(['blob:qr', 'identifier-5-qr.png']);
    await act(async () => button(dialog, 'Close').click());
    expect(closed).toBe(true);
  });

  it('license types info gives each type by what it allows', async () => {
    const dialog = await show(<LicenceTypesInfoDialog open onClose={() => undefined} />);
    const rows = [...dialog.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Basic', 'No', 'No'],
      ['Basic paid', 'Yes', 'No'],
      ['Plus', 'Yes', 'Yes'],
      ['Unknown', 'No', 'Yes'],
    ]);
  });
});
