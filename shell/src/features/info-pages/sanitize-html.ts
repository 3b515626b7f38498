import DOMPurify from 'dompurify';

/** Tags the info pages' rich text may use; any other tag is unwrapped (its text kept), or dropped with its content when it runs code or embeds. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
].concat(['s', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul']);
/** Web, mail and phone links, same-site paths and anchors. */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  if (/^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * The API's rich text as markup safe to insert, by DOMPurify (a maintained
 * sanitiser that tracks browser parsing quirks): a small allow list of text
 * tags, no attribute but a safe link's href.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
  });
}
