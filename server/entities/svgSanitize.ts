import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** url(...) pointing anywhere but into the document itself, and @import. */
const EXTERNAL_CSS = /@import|url\(\s*(?!['"]?#)[^)]*\)/gi;

// Diagrams may reference their own elements (#id) and nothing else: no fetches when an operator opens one.
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (LINK_ATTRIBUTES.has(data.attrName) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
  if (data.attrName === 'style') data.attrValue = data.attrValue.replace(EXTERNAL_CSS, 'none');
});
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && node.textContent) node.textContent = node.textContent.replace(EXTERNAL_CSS, 'none');
});

/**
 * A wiring diagram as safe SVG: no scripts, no event handlers, no foreign objects, no external references.
 * Answers null when the text holds no SVG drawing.
 */
export function sanitizeSvg(text: string): string | null {
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'a'],
    RETURN_DOM: true,
  }) as unknown as Element;
  const svg = body.querySelector('svg');
  if (!svg) return null;
  if (!svg.getAttribute('xmlns')) svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new window.XMLSerializer().serializeToString(svg);
}
