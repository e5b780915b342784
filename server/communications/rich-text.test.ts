import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich text', () => {
  it("keeps an editor's ordinary output as it is", () => {
    const html = '<h2>Water</h2><p>The <strong>water</strong> is off on <em>Monday</em>.</p><ul><li><p>Block A</p></li></ul><blockquote><p>Sorry</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg><iframe src="https://evil"></iframe>ok', 'ok'],
    ['<img src="http://tracker/p.gif" onerror="x()">', '<img />'],
    ['<p><b>unclosed <i>nest</p>', '<p><b>unclosed <i>nest</i></b></p>'],
  ])('neutralises %s', (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('opens links in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://example.com/rules">rules</a>')).toBe('<a href="https://example.com/rules" target="_blank" rel="noopener noreferrer">rules</a>');
  });

  it('reads as plain text for e-mail and SMS', () => {
    expect(richTextToPlain('<h2>Water</h2><p>Off on <b>Monday</b> &amp; Tuesday.</p><ul><li>Block A</li></ul>')).toBe('Water\nOff on Monday & Tuesday.\nBlock A');
  });
});
