/**
 * A `rich_text` field as read (rich-text-display.tsx): the text itself, sanitised again in the browser with
 * DOMPurify (defence in depth: the server stores it sanitised). Its own chunk: DOMPurify loads with the first
 * rich text shown, not with the first page.
 */
import { useRecordContext } from 'react-admin';
import { sanitisedHtml } from './sanitised-html';

export default function RichTextShow({ source }: { source: string }) {
  const record = useRecordContext();
  const html = sanitisedHtml(String(record?.[source] ?? ''));
  return <div className="rich-text" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
