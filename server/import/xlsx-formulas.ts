/**
 * An XLSX cell with a formula reads as its formula ("=HYPERLINK(…)"), never as the result the file caches
 * beside it: the cached value is whatever the file's maker wrote (a spreadsheet shows the formula's result, the
 * import would take another), and a formula is refused per row as in a CSV (`validation.formula`, cell-values.ts).
 * Done on the sheets' XML before the reader sees them: each formula cell becomes an inline text cell.
 */
// A cell with content (not a self-closing empty one), up to its end, holding an <f> before it ends or another begins.
const FORMULA_CELL = /<c\b((?:[^>/]|\/(?!>))*)>((?:(?!<\/c>|<c[\s>/])[\s\S])*?<f\b[\s\S]*?)<\/c>/g;
const FORMULA = /<f\b[^>]*?(?:\/>|>([\s\S]*?)<\/f>)/;

const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

/** The cell as inline text: its address and style kept, its type and cached value dropped. */
function asText(attributes: string, inner: string) {
  const formula = FORMULA.exec(inner)?.[1] ?? '';
  // A shared formula's other cells carry no text of their own: still a formula, said as '='.
  return `<c${attributes.replace(/\s+t="[^"]*"/, '')} t="inlineStr"><is><t>=${formula}</t></is></c>`;
}

/** The parts with every worksheet's formula cells as text; parts without a formula are passed as they are. */
export function formulasAsText(parts: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const out = { ...parts };
  for (const [name, bytes] of Object.entries(parts)) {
    if (!isSheet(name)) continue;
    const xml = new TextDecoder().decode(bytes);
    if (!xml.includes('<f')) continue;
    out[name] = new TextEncoder().encode(xml.replace(FORMULA_CELL, (_, attributes: string, inner: string) => asText(attributes, inner)));
  }
  return out;
}
