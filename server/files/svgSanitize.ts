import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { DIAGRAM_PURIFY_CONFIG, installDiagramRules } from '../../shared/diagramPolicy';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
installDiagramRules(purify);
const serializer = new window.XMLSerializer();

/**
 * The first `svg` element under `root` in document order. Not `querySelector`: jsdom gives each document its
 * selector engine on first use, which listens on the shared window and so keeps every sanitized drawing's
 * document alive (megabytes each, for the life of the process).
 */
function firstSvg(root: Element): Element | null {
  let node = root.firstElementChild;
  while (node) {
    if (node.localName === 'svg') return node;
    if (node.firstElementChild) {
      node = node.firstElementChild;
      continue;
    }
    while (node !== root && !node.nextElementSibling) node = node.parentElement!;
    node = node === root ? null : node.nextElementSibling;
  }
  return null;
}

/**
 * A drawing as safe SVG (shared/diagramPolicy.ts): no scripts, event handlers, foreign objects, frames or
 * external references. Answers null when the text holds no SVG drawing.
 */
export function sanitizeSvg(text: string): string | null {
  const body = purify.sanitize(text, { ...DIAGRAM_PURIFY_CONFIG, RETURN_DOM: true }) as unknown as Element;
  // What was taken out (the parsed document's body among it) is only of use to a caller that asks at once.
  purify.removed.length = 0;
  const svg = firstSvg(body);
  // The serializer declares the SVG namespace itself; an `xmlns` attribute added here would be a second one,
  // which no XML parser (nor the browser reading the file) accepts.
  return svg ? serializer.serializeToString(svg) : null;
}
