import { useState } from 'react';
import { Button, ButtonGroup, InputGroup, Navbar, NumericInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface PdfToolbarProps {
  page: number;
  pageCount: number;
  /** The zoom in percent, as shown. */
  zoomPercent: number;
  /** `{current, total}` of the search, or null before a search. */
  found: { current: number; total: number } | null;
  onPage(page: number): void;
  onZoom(step: 1 | -1): void;
  onFitWidth(): void;
  /** Enter in the search box: a new text searches, the same text goes to its next match. */
  onSearch(query: string): void;
  onFind(step: 1 | -1): void;
  onDownload(): void;
}

/** The viewer's bar: pages, zoom, search with its matches, download. */
export function PdfToolbar(props: PdfToolbarProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { page, pageCount, found } = props;
  return (
    <Navbar className="portal-pdf-toolbar">
      <Navbar.Group>
        <ButtonGroup>
          <Button
            icon="chevron-up"
            aria-label={t('pdfViewer.previous')}
            title={t('pdfViewer.previous')}
            disabled={page <= 1}
            onClick={() => props.onPage(page - 1)}
          />
          <Button
            icon="chevron-down"
            aria-label={t('pdfViewer.next')}
            title={t('pdfViewer.next')}
            disabled={page >= pageCount}
            onClick={() => props.onPage(page + 1)}
          />
        </ButtonGroup>
        <NumericInput
          className="portal-pdf-pageinput"
          aria-label={t('pdfViewer.page')}
          value={page}
          min={1}
          max={pageCount}
          buttonPosition="none"
          onValueChange={(value) => Number.isInteger(value) && value >= 1 && value <= pageCount && props.onPage(value)}
        />
        <span className="portal-pdf-count">{t('pdfViewer.of', { count: pageCount })}</span>
        <Navbar.Divider />
        <ButtonGroup>
          <Button
            icon="zoom-out"
            aria-label={t('pdfViewer.zoomOut')}
            title={t('pdfViewer.zoomOut')}
            onClick={() => props.onZoom(-1)}
          />
          <Button text={`${props.zoomPercent} %`} minimal disabled />
          <Button
            icon="zoom-in"
            aria-label={t('pdfViewer.zoomIn')}
            title={t('pdfViewer.zoomIn')}
            onClick={() => props.onZoom(1)}
          />
          <Button
            icon="arrows-horizontal"
            aria-label={t('pdfViewer.fitWidth')}
            title={t('pdfViewer.fitWidth')}
            onClick={props.onFitWidth}
          />
        </ButtonGroup>
        <Navbar.Divider />
        <InputGroup
          className="portal-pdf-search"
          leftIcon="search"
          type="search"
          aria-label={t('pdfViewer.search')}
          placeholder={t('pdfViewer.search')}
          value={query}
          onValueChange={setQuery}
          onKeyDown={(e) => {
            // Enter searches; Enter again on the same text goes to the next match (the page tells them apart).
            if (e.key === 'Enter') props.onSearch(query);
          }}
        />
        <ButtonGroup>
          <Button
            icon="arrow-up"
            aria-label={t('pdfViewer.findPrevious')}
            title={t('pdfViewer.findPrevious')}
            disabled={!found?.total}
            onClick={() => props.onFind(-1)}
          />
          <Button
            icon="arrow-down"
            aria-label={t('pdfViewer.findNext')}
            title={t('pdfViewer.findNext')}
            disabled={!found?.total}
            onClick={() => props.onFind(1)}
          />
        </ButtonGroup>
        {found && (
          <span className="portal-pdf-matches" role="status">
            {found.total ? t('pdfViewer.matches', { current: found.current, total: found.total }) : t('pdfViewer.noMatches')}
          </span>
        )}
      </Navbar.Group>
      <Navbar.Group align="right">
        <Button icon="download" text={t('pdfViewer.download')} onClick={props.onDownload} />
      </Navbar.Group>
    </Navbar>
  );
}
