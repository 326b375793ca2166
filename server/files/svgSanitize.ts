import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { DIAGRAM_PURIFY_CONFIG, installDiagramRules } from '../../shared/diagramPolicy';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
installDiagramRules(purify);

/**
 * A drawing as safe SVG (shared/diagramPolicy.ts): no scripts, event handlers, foreign objects, frames or
 * external references. Answers null when the text holds no SVG drawing.
 */
export function sanitizeSvg(text: string): string | null {
  const body = purify.sanitize(text, { ...DIAGRAM_PURIFY_CONFIG, RETURN_DOM: true }) as unknown as Element;
  const svg = body.querySelector('svg');
  if (!svg) return null;
  if (!svg.getAttribute('xmlns')) svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new window.XMLSerializer().serializeToString(svg);
}
