import type { Config, DOMPurify } from 'dompurify';

/*
 * What a wiring diagram may contain, enforced by the server when a drawing is stored and read and by the
 * browser before it shows one: SVG drawing elements only. No scripts, event handlers, foreign objects,
 * frames or links out; `href`, `xlink:href` and CSS `url()` may only point into the drawing itself (#id),
 * so opening a diagram fetches nothing and runs nothing.
 */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** url(...) pointing anywhere but into the document itself, and @import. */
const EXTERNAL_CSS = /@import|url\(\s*(?!['"]?#)[^)]*\)/gi;

export const DIAGRAM_PURIFY_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['foreignObject', 'a', 'iframe', 'script', 'object', 'embed', 'image', 'animate', 'set'],
  FORBID_ATTR: ['srcdoc'],
};

/** Installs the link and CSS rules on a DOMPurify instance (one per window). */
export function installDiagramRules(purify: DOMPurify): void {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (LINK_ATTRIBUTES.has(data.attrName) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    if (data.attrName === 'style') data.attrValue = data.attrValue.replace(EXTERNAL_CSS, 'none');
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = node.textContent.replace(EXTERNAL_CSS, 'none');
  });
}
