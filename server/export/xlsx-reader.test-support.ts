/**
 * Reads the text cells of an xlsx workbook for tests: unzips it (fflate, which write-excel-file itself uses)
 * and returns the strings of the first sheet, shared or inline, in order of appearance.
 */
import { strFromU8, unzipSync } from 'fflate';

/** A zip file starts with a local file header: "PK\x03\x04". */
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const decode = (xml: string) => xml.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');

/** Every text of the first sheet (shared strings and inline strings) and every number cell, as text. */
export function sheetTexts(bytes: Uint8Array): string[] {
  const files = unzipSync(bytes);
  const shared = files['xl/sharedStrings.xml'] ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => decode(m[1])) : [];
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  const texts: string[] = [];
  for (const cell of sheet.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/g)) {
    const [, attributes, inner = ''] = cell;
    const value = /<v>([^<]*)<\/v>/.exec(inner)?.[1];
    const inline = /<t[^>]*>([^<]*)<\/t>/.exec(inner)?.[1];
    if (/t="s"/.test(attributes) && value !== undefined) texts.push(shared[Number(value)]);
    else if (inline !== undefined) texts.push(decode(inline));
    else if (value !== undefined) texts.push(decode(value));
  }
  return texts;
}

/**
 * The number format of the first sheet's cell holding `text` (a shared or inline string), or undefined when no
 * text cell holds it: '@' is text, which a spreadsheet program keeps as typed when the cell is edited.
 */
export function textCellFormat(bytes: Uint8Array, text: string): string | undefined {
  const files = unzipSync(bytes);
  const shared = files['xl/sharedStrings.xml'] ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => decode(m[1])) : [];
  const styles = strFromU8(files['xl/styles.xml']);
  const formats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], decode(m[2])]));
  const xfs = [.../<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1].matchAll(/<xf ([^>]*?)\/?>/g) ?? []].map((m) => /numFmtId="(\d+)"/.exec(m[1])?.[1] ?? '0');
  for (const cell of strFromU8(files['xl/worksheets/sheet1.xml']).matchAll(/<c ([^>]*?)>(.*?)<\/c>/g)) {
    const [, attributes, inner] = cell;
    const value = /t="s"/.test(attributes) ? shared[Number(/<v>([^<]*)<\/v>/.exec(inner)?.[1])] : /t="inlineStr"/.test(attributes) ? decode(/<t[^>]*>([^<]*)<\/t>/.exec(inner)?.[1] ?? '') : undefined;
    if (value !== text) continue;
    const id = xfs[Number(/ s="(\d+)"/.exec(` ${attributes}`)?.[1] ?? 0)] ?? '0';
    return id === '49' ? '@' : formats.get(id) ?? `built-in ${id}`;
  }
  return undefined;
}
