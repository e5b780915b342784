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
