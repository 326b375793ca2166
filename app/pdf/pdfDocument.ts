import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is bundled with the app and served from our origin (the CSP allows no other).
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** Whether bytes begin like a PDF: a server page or an error in place of the file is named as such. */
export function looksLikePdf(data: ArrayBuffer): boolean {
  const head = new Uint8Array(data.slice(0, 1024));
  return new TextDecoder('latin1').decode(head).includes('%PDF-');
}

/**
 * Opens a PDF from bytes already fetched: pdf.js makes no request of its own, and never compiles code from the
 * file (`isEvalSupported: false`, which the CSP would refuse anyway).
 */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    enableXfa: false,
    // Served by the app itself (vite.config.ts copies them from pdfjs-dist).
    cMapUrl: '/pdfjs/cmaps/',
    cMapPacked: true,
    standardFontDataUrl: '/pdfjs/standard_fonts/',
  }).promise;
}

/** One page's text, item by item, as the text layer lays it out (the search counts in the same items). */
export async function pageTexts(doc: PDFDocumentProxy, pageNumber: number): Promise<string[]> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.flatMap((item) => ('str' in item ? [item.str] : []));
}
