import type { Config, DOMPurify } from 'dompurify';

/*
 * What a notice's body may contain (docs/notices.md), enforced by the server when a notice is written and by
 * the browser again before it shows one: text structure only. Paragraphs, headings, emphasis, lists, quotes,
 * tables, links out by http, https or mailto (opened apart from the portal, without access to it), and
 * pictures only from the portal's own uploads. No scripts, styles, event handlers, frames, forms or media.
 */
export const NOTICE_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];

export const NOTICE_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'colspan', 'rowspan'];

export const NOTICE_PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: NOTICE_TAGS,
  ALLOWED_ATTR: NOTICE_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Where a link may lead. */
const LINK = /^(https?:\/\/|mailto:)/i;
/** A picture of the portal's own uploads (served to whoever may read the notice). */
export const OWN_PICTURE = /^\/prod-api\/profile\/[a-zA-Z0-9]{1,40}\/[a-zA-Z0-9_-]{1,80}\.(png|jpe?g)$/;

/**
 * Installs the link and picture rules on a DOMPurify instance (one per window). `pictureAllowed` narrows the
 * pictures further (the server: only the notice's own attachments).
 */
export function installNoticeRules(purify: DOMPurify, pictureAllowed: (src: string) => boolean = () => true): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href')?.trim() ?? '';
      if (LINK.test(href)) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('href');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src')?.trim() ?? '';
      if (!OWN_PICTURE.test(src) || !pictureAllowed(src)) node.parentNode?.removeChild(node);
    }
  });
}
