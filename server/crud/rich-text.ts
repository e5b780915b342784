/**
 * Rich text written in the console's editor (fields of the `rich_text` display: announcement bodies, mail
 * templates) as the server stores and sends it: what a
 * rich-text editor produces (paragraphs, headings, emphasis, lists, quotes, code, links, images) and nothing
 * that runs or restyles (scripts, event handlers, styles, frames, SVG), by sanitize-html, the maintained
 * allow-list sanitiser of the Node ecosystem. Links open in a new tab without handing over the opener.
 */
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import { fieldMeta } from '../../schemas/introspect';

const require = createRequire(import.meta.url);
let sanitizer: typeof SanitizeHtml | undefined;
/** sanitize-html, loaded on the first rich text rather than at start (2 MB of heap with its HTML parser). */
const sanitizeHtml = () => (sanitizer ??= require('sanitize-html') as typeof SanitizeHtml);

let options: SanitizeHtml.IOptions | undefined;
const richTextOptions = (): SanitizeHtml.IOptions => (options ??= {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml().simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
});

export function sanitizeRichText(html: string): string {
  return sanitizeHtml()(html, richTextOptions());
}

/** The text of rich text, for the plain part of an e-mail and for SMS. */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-3]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n');
  const text = sanitizeHtml()(spaced, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\n{3,}/g, '\n\n').trim();
}

const richTextFieldsOf = new WeakMap<object, string[]>();

/** Sanitises each `rich_text` field of a create or update body, as the repository fills normalised columns. */
export function sanitizeRichTextFields(entity: { fields: Record<string, unknown> }, data: Record<string, unknown>) {
  let fields = richTextFieldsOf.get(entity);
  if (!fields) {
    fields = Object.keys(entity.fields).filter((field) => fieldMeta(entity.fields[field] as Parameters<typeof fieldMeta>[0]).display === 'rich_text');
    richTextFieldsOf.set(entity, fields);
  }
  for (const field of fields) if (typeof data[field] === 'string') data[field] = sanitizeRichText(data[field] as string);
}
