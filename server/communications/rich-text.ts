/** Announcements' rich text: the generic sanitiser of `rich_text` fields (server/crud/rich-text.ts). */
export { richTextToPlain, sanitizeRichText } from '../crud/rich-text';
