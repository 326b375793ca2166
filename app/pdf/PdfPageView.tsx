import { useEffect, useRef } from 'react';
import { TextLayer } from 'pdfjs-dist';
import type { PDFDocumentProxy } from './pdfDocument';
import { occurrences } from './pdfSearch';

export interface PdfPageViewProps {
  doc: PDFDocumentProxy;
  /** 1-based page number. */
  page: number;
  scale: number;
  /** Text to highlight on the page. */
  query: string;
  /** Which of the page's matches is the current one (-1: none). */
  current: number;
}

/**
 * One page drawn on a canvas, with pdf.js's text layer over it: its text can be selected and found by the
 * browser, and the search's matches are highlighted in it (the current one stronger).
 */
export function PdfPageView({ doc, page, scale, query, current }: PdfPageViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => undefined as void;
    void doc.getPage(page).then(async (pdfPage) => {
      if (cancelled || !canvasRef.current || !textRef.current || !wrapRef.current) return;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const canvas = canvasRef.current;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      wrapRef.current.style.setProperty('--total-scale-factor', String(scale));
      const task = pdfPage.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      const container = textRef.current;
      container.replaceChildren();
      const textLayer = new TextLayer({ textContentSource: await pdfPage.getTextContent(), container, viewport });
      cleanup = () => {
        task.cancel();
        textLayer.cancel();
      };
      await Promise.all([task.promise.catch(() => undefined), textLayer.render().catch(() => undefined)]);
      if (cancelled) return;
      markMatches(textLayer.textDivs, textLayer.textContentItemsStr, query, current);
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [doc, page, scale, query, current]);

  return (
    <div className="portal-pdf-page" ref={wrapRef} data-page={page}>
      <canvas ref={canvasRef} />
      <div className="textLayer" ref={textRef} />
    </div>
  );
}

/** Highlights the text items holding the query; the one holding the current match is selected and scrolled to. */
function markMatches(divs: HTMLElement[], texts: string[], query: string, current: number): void {
  let seen = 0;
  texts.forEach((text, i) => {
    const n = query ? occurrences(text, query) : 0;
    const div = divs[i];
    if (!div || n === 0) return;
    div.classList.add('highlight');
    if (current >= seen && current < seen + n) {
      div.classList.add('selected');
      div.scrollIntoView({ block: 'center' });
    }
    seen += n;
  });
}
