import { useCallback, useEffect, useMemo, useState } from 'react';
import { H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MatrixStation } from '../../shared/fleetMap';
import { formatDate } from '../../shared/formatters';
import { countConditions } from '../map/stationState';
import { MatrixCard } from './MatrixCard';
import { FollowStar } from '../follow/FollowStar';
import { MatrixToolbar } from './MatrixToolbar';
import { VirtualCardGrid } from './VirtualCardGrid';
import { matrixCards, NO_FILTER, type MatrixFilter, type MatrixSort } from './matrixOrder';
import { MATRIX_COMMIT_MARK } from './commitMark';
import './matrix.css';

const TYPE_ORDER = ['PV', 'WP', 'ES', 'PVES'];
export const DEFAULT_CARD_WIDTH = 260;
const CARD_HEIGHT = 136;
const GAP = 12;

export interface StationMatrixProps {
  /** i18n key of the heading. */
  title?: string;
  /** Every visible station with its live figures; undefined until the first answer. */
  stations: readonly MatrixStation[] | undefined;
  /** When the server read the figures (ms). */
  updated?: number | null;
  cardWidth?: number;
  onOpen(station: MatrixStation): void;
}

/**
 * Real-time monitoring (spec-digest 000 §2): a card per station with its state, power now, energy today and abnormal
 * inverters, refreshed by the page's 3 s poll; filtered by name, type and state and sorted by name, power,
 * energy or state, all in the browser, so one request serves any view.
 */
export function StationMatrix({ title, stations, updated, cardWidth, onOpen }: StationMatrixProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [filter, setFilter] = useState<MatrixFilter>(NO_FILTER);
  const [sort, setSort] = useState<{ by: MatrixSort; descending: boolean }>({ by: 'name', descending: false });
  const all = useMemo(() => stations ?? [], [stations]);
  const cards = useMemo(() => matrixCards(all, filter, sort.by, sort.descending, locale), [all, filter, sort, locale]);
  const types = useMemo(() => TYPE_ORDER.filter((type) => all.some((s) => s.psType === type)), [all]);
  const counts = { ...countConditions(all.map((s) => s.pstate)), all: all.length };
  const open = useCallback((s: MatrixStation) => onOpen(s), [onOpen]);
  useEffect(() => {
    if (!stations) return;
    performance.clearMarks(MATRIX_COMMIT_MARK);
    performance.mark(MATRIX_COMMIT_MARK);
  }, [stations]);
  const renderCard = useCallback(
    (s: MatrixStation) => (
      <div className="portal-follow-host">
        <MatrixCard station={s} locale={locale} onOpen={open} />
        <FollowStar psId={s.psId} psName={s.psName} />
      </div>
    ),
    [locale, open],
  );

  return (
    <div className="portal-matrix" data-testid="station-matrix">
      <div className="portal-matrix-head">
        {title && <H3>{t(title)}</H3>}
        <span className="portal-muted" data-testid="matrix-updated">
          {updated ? t('matrix.updated', { time: formatDate(updated, 'HH:mm:ss') }) : ''}
        </span>
        <span className="portal-muted">{t('matrix.hint')}</span>
        <span className="portal-muted portal-matrix-shown" data-testid="matrix-shown">
          {t('matrix.shown', { shown: cards.length, total: all.length })}
        </span>
      </div>
      <MatrixToolbar
        filter={filter}
        sort={sort.by}
        descending={sort.descending}
        types={types}
        counts={counts}
        onFilter={setFilter}
        onSort={(by, descending) => setSort({ by, descending })}
      />
      {stations === undefined ? (
        <Spinner className="portal-page-spinner" />
      ) : cards.length === 0 ? (
        <NonIdealState icon="search" description={t('matrix.empty')} />
      ) : (
        <VirtualCardGrid
          items={cards}
          keyOf={(s) => s.psId}
          renderItem={renderCard}
          minCardWidth={cardWidth ?? DEFAULT_CARD_WIDTH}
          rowHeight={CARD_HEIGHT}
          gap={GAP}
        />
      )}
    </div>
  );
}
