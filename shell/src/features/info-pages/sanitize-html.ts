/** Tags the info pages' rich text may use; anything else is unwrapped (its text kept) or, when it runs code or embeds, dropped. */
const ALLOWED = new Set([
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
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'link',
  'meta',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'base',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function clean(node: Element) {
  for (const child of Array.from(node.children)) {
    const tag = child.tagName.toLowerCase();
    if (DROPPED.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    for (const attribute of Array.from(child.attributes)) {
      const keep = tag === 'a' && attribute.name === 'href' && SAFE_HREF.test(attribute.value.trim());
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (tag === 'a' && /^https?:/i.test(child.getAttribute('href') ?? '')) {
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/**
 * The API's rich text as markup safe to insert: a small allow list of text
 * tags, no attributes but a web, mail or phone link's href. Parsed inertly
 * (DOMParser runs no script and loads nothing).
 */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
