import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchPdfBytes } from '../../api/documents';
import { saveBlob } from '../../api/download';
import { LoadingMask } from '../pages/LoadingMask';
import { failureKey, portalPdfPath } from './pdfSource';
import { looksLikePdf, openPdf, pageTexts, type PDFDocumentProxy } from './pdfDocument';
import { findMatches, type PdfMatch } from './pdfSearch';
import { PdfToolbar } from './PdfToolbar';
import { PdfThumbnails } from './PdfThumbnails';
import { PdfPageView } from './PdfPageView';
import './pdfViewer.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; messageKey: string }
  | { state: 'ready'; doc: PDFDocumentProxy; data: ArrayBuffer; name: string };

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** Opens the PDF named by `file`: only a path of this portal's API, fetched with the portal's session. */
function usePdf(file: string | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    const path = portalPdfPath(file, window.location.origin);
    const fail = (messageKey: string) => !cancelled && setLoaded({ state: 'failed', messageKey });
    setLoaded({ state: 'loading' });
    if (!file) fail('pdfViewer.error.missing');
    else if (!path) fail('pdfViewer.error.badSource');
    else
      void fetchPdfBytes(path)
        .then(async (answer) => {
          if (!answer.ok) return fail(failureKey(answer.status));
          if (!looksLikePdf(answer.data)) return fail('pdfViewer.error.notPdf');
          // pdf.js takes the buffer over (transfers it to its worker): keep a copy for the download button.
          const doc = await openPdf(answer.data.slice(0));
          if (!cancelled) setLoaded({ state: 'ready', doc, data: answer.data, name: answer.name });
        })
        .catch(() => fail('pdfViewer.error.failed'));
    return () => {
      cancelled = true;
    };
  }, [file]);
  return loaded;
}

/**
 * The PDF viewer at `/pdf/web/viewer.html?file=...` (spec-digest 000 §2, §7, §8): pages with their thumbnails,
 * search, zoom and download. The loading mask shows while the file loads and gives way to a clear message
 * when it cannot be shown.
 */
export default function PdfViewerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loaded = usePdf(params.get('file'));
  useEffect(() => {
    document.title = loaded.state === 'ready' ? loaded.name : t('pdfViewer.title');
  }, [loaded, t]);

  if (loaded.state === 'loading') return <LoadingMask />;
  if (loaded.state === 'failed')
    return (
      <div className="portal-pdf-failed">
        <NonIdealState icon="document" title={t('pdfViewer.title')} description={t(loaded.messageKey)} />
      </div>
    );
  return <PdfReader doc={loaded.doc} data={loaded.data} name={loaded.name} />;
}

function PdfReader({ doc, data, name }: { doc: PDFDocumentProxy; data: ArrayBuffer; name: string }) {
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState<number | null>(null);
  const [fitScale, setFitScale] = useState(1);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<PdfMatch[] | null>(null);
  const [current, setCurrent] = useState(0);
  const mainRef = useRef<HTMLDivElement>(null);

  // Fit width: the page's width at 100 % against the room the reading area has.
  const fitWidth = useCallback(() => {
    void doc.getPage(page).then((p) => {
      const room = (mainRef.current?.clientWidth ?? 800) - 48;
      setFitScale(Math.max(0.25, Math.min(4, room / p.getViewport({ scale: 1 }).width)));
      setScale(null);
    });
  }, [doc, page]);
  useEffect(fitWidth, [doc]); // eslint-disable-line react-hooks/exhaustive-deps -- fit once per document

  const effective = scale ?? fitScale;
  const zoom = (step: 1 | -1) => {
    const next =
      step > 0 ? ZOOM_STEPS.find((z) => z > effective + 0.01) : [...ZOOM_STEPS].reverse().find((z) => z < effective - 0.01);
    setScale(next ?? effective);
  };

  const search = async (text: string) => {
    if (text && text === query && matches?.length) return find(1);
    setQuery(text);
    if (!text) return setMatches(null);
    const texts = await Promise.all(Array.from({ length: doc.numPages }, (_, i) => pageTexts(doc, i + 1)));
    const found = findMatches(texts, text);
    setMatches(found);
    setCurrent(0);
    if (found[0]) setPage(found[0].page);
  };
  const find = (step: 1 | -1) => {
    if (!matches?.length) return;
    const next = (current + step + matches.length) % matches.length;
    setCurrent(next);
    setPage(matches[next]!.page);
  };
  const onPage = matches?.[current]?.page === page ? matches[current]!.indexOnPage : -1;
  const found = useMemo(
    () => (matches ? { current: matches.length ? current + 1 : 0, total: matches.length } : null),
    [matches, current],
  );

  return (
    <div className="portal-pdf">
      <PdfToolbar
        page={page}
        pageCount={doc.numPages}
        zoomPercent={Math.round(effective * 100)}
        found={found}
        onPage={setPage}
        onZoom={zoom}
        onFitWidth={fitWidth}
        onSearch={(text) => void search(text.trim())}
        onFind={find}
        onDownload={() => saveBlob(new Blob([data], { type: 'application/pdf' }), name)}
      />
      <div className="portal-pdf-body">
        <PdfThumbnails doc={doc} page={page} onSelect={setPage} />
        <main className="portal-pdf-main" ref={mainRef}>
          <PdfPageView doc={doc} page={page} scale={effective} query={matches ? query : ''} current={onPage} />
        </main>
      </div>
    </div>
  );
}
