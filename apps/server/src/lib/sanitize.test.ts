import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText, toPlainText } from './sanitize.ts';

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">hi</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

/** What a browser would execute: script elements, event handlers, script/data URLs, frames. */
const dangerous = /<script|<iframe|<svg|<img|\son\w+\s*=|javascript:|data:|style=/i;

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h3>Day 1</h3><p>Meet at <b>9</b>, <strong>bring</strong> <i>water</i> <em>and</em> <u>snacks</u><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h4>End</h4>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>Day 1</h3><p>Meet at <b>9</b>, <strong>bring</strong> <i>water</i> <em>and</em> <u>snacks</u><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h4>End</h4>',
    );
  });

  it('keeps http, https and mailto links and adds rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://jaunt.example/x" target="_blank">go</a>')).toBe(
      '<a href="https://jaunt.example/x" rel="noopener">go</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hi@jaunt.example">mail</a>')).toBe(
      '<a href="mailto:hi@jaunt.example" rel="noopener">mail</a>',
    );
  });

  it.each(XSS)('neutralises %s', (payload) => {
    expect(sanitizeRichText(`<p>before ${payload} after</p>`)).not.toMatch(dangerous);
  });

  it('drops the content of script and style elements and unknown tags but keeps their text', () => {
    expect(
      sanitizeRichText('<div><span>kept</span><style>p{}</style><script>x()</script></div>'),
    ).toBe('kept');
  });
});

describe('toPlainText', () => {
  it('leaves ordinary text alone, including characters that look like markup', () => {
    expect(toPlainText('Fish & Chips, 5 < 6 and "quotes"')).toBe(
      'Fish & Chips, 5 < 6 and "quotes"',
    );
  });

  it.each(XSS)('removes every tag of %s', (payload) => {
    const text = toPlainText(`before ${payload} after`);
    expect(text).not.toMatch(/<[a-z!/]/i);
    expect(text.startsWith('before')).toBe(true);
  });

  it('keeps the text of harmless tags', () => {
    expect(toPlainText('<b>Great</b> <a href="javascript:alert(1)">tour</a>')).toBe('Great tour');
  });
});

describe('richTextToPlain', () => {
  it('turns paragraphs and line breaks into newlines', () => {
    expect(richTextToPlain('<p>Meet at 9</p><p>Bring <b>water</b><br>and snacks</p>')).toBe(
      'Meet at 9\nBring water\nand snacks',
    );
  });
});
