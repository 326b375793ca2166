import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from './pdfDocument';

const THUMB_WIDTH = 120;

export interface PdfThumbnailsProps {
  doc: PDFDocumentProxy;
  page: number;
  onSelect(page: number): void;
}

/** The sidebar of pages: each drawn small when it scrolls into view, the current one marked. */
export function PdfThumbnails({ doc, page, onSelect }: PdfThumbnailsProps) {
  const { t } = useTranslation();
  const pages = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  return (
    <nav className="portal-pdf-thumbs" aria-label={t('pdfViewer.thumbnails')}>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? 'portal-pdf-thumb current' : 'portal-pdf-thumb'}
          aria-label={t('pdfViewer.thumbnail', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onSelect(n)}
        >
          <Thumbnail doc={doc} page={n} />
          <span>{n}</span>
        </button>
      ))}
    </nav>
  );
}

function Thumbnail({ doc, page }: { doc: PDFDocumentProxy; page: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let cancelRender = () => undefined as void;
    // Drawn only once visible: a long manual does not draw hundreds of pages up front.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void doc.getPage(page).then((pdfPage) => {
        if (cancelled) return;
        const base = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: THUMB_WIDTH / base.width });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        const task = pdfPage.render({ canvas, viewport });
        cancelRender = () => task.cancel();
        task.promise.catch(() => undefined);
      });
    });
    observer.observe(canvas);
    return () => {
      cancelled = true;
      observer.disconnect();
      cancelRender();
    };
  }, [doc, page]);
  return <canvas ref={canvasRef} width={THUMB_WIDTH} height={Math.round(THUMB_WIDTH * 1.414)} />;
}
