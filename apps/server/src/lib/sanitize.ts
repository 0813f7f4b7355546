import sanitizeHtml from 'sanitize-html';

/**
 * Rich text that users write (list notes, descriptions): a small safe subset of HTML.
 * Scripts, styles, iframes, event handlers and javascript:/data: URLs never survive;
 * links get rel="noopener".
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'title'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, rel: 'noopener' } : {},
    }),
  },
};

/** Sanitises user rich text to the allowed subset (see RICH_TEXT). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const NO_TAGS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: RICH_TEXT.nonTextTags,
};

/** sanitize-html escapes text as &amp; &lt; &gt; only; this undoes exactly that. */
const unescapeText = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Plain text from user input: every tag removed (with the content of script-like tags),
 * entities decoded. Repeated until stable, so an escaped tag (`&lt;script&gt;`) cannot come
 * back as markup either. The result is still escaped by whoever renders it.
 */
export function toPlainText(input: string): string {
  let text = input;
  for (let i = 0; i < 8; i++) {
    const escaped = sanitizeHtml(text, NO_TAGS);
    const next = unescapeText(escaped);
    if (next === text) return text.trim();
    text = next;
  }
  // Entities nested deeper than anyone types: keep the escaped form, which is inert.
  return sanitizeHtml(text, NO_TAGS).trim();
}

/** Plain text of sanitised rich text, keeping paragraph and line breaks as newlines. */
export function richTextToPlain(html: string): string {
  const withBreaks = sanitizeRichText(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h3|h4|blockquote)>/gi, '\n');
  return toPlainText(withBreaks).replace(/\n{3,}/g, '\n\n');
}
