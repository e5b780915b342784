/**
 * Stored rich text as HTML the console may render: DOMPurify in the browser, whatever the server stored
 * (defence in depth: the server sanitises on write, SECURITY.md "Stored text"). Every display of a rich
 * text body goes through here before `dangerouslySetInnerHTML`.
 */
import DOMPurify from 'dompurify';

export const sanitisedHtml = (html: string) => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
