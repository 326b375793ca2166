import { useState } from 'react';
import { Button, ButtonGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Page sizes and default of spec-digest 000 §9 / 001 §9. */
export const PAGE_SIZES = [15, 25, 35, 50];
export const DEFAULT_PAGE_SIZE = 20;

export interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange(pageNum: number, pageSize: number): void;
}

/** The pages a pager shows: first, last, and two around the current one, with gaps as null. */
export function pagerPages(current: number, pages: number): (number | null)[] {
  const wanted = new Set(
    [1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= pages),
  );
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** Total, page sizes, previous, pager, next and a jumper (the spec's pagination layout). */
export function Pagination({ total, pageNum, pageSize, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const sizes = PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <div className="portal-pagination">
      <span className="portal-muted">{t('engine.total', { count: total })}</span>
      <HTMLSelect value={pageSize} onChange={(e) => onChange(1, Number(e.target.value))} aria-label={t('engine.pageSize')}>
        {sizes.map((s) => (
          <option key={s} value={s}>
            {t('engine.perPage', { count: s })}
          </option>
        ))}
      </HTMLSelect>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          disabled={pageNum <= 1}
          onClick={() => onChange(pageNum - 1, pageSize)}
          aria-label={t('engine.previous')}
        />
        {pagerPages(pageNum, pages).map((p, i) =>
          p === null ? (
            <Button key={`gap${i}`} disabled text="…" />
          ) : (
            <Button
              key={p}
              text={String(p)}
              active={p === pageNum}
              intent={p === pageNum ? 'primary' : 'none'}
              onClick={() => onChange(p, pageSize)}
            />
          ),
        )}
        <Button
          icon="chevron-right"
          disabled={pageNum >= pages}
          onClick={() => onChange(pageNum + 1, pageSize)}
          aria-label={t('engine.next')}
        />
      </ButtonGroup>
      <span className="portal-muted">{t('engine.goTo')}</span>
      <InputGroup
        className="portal-pagination-jump"
        value={jump}
        onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !jump) return;
          onChange(Math.min(pages, Math.max(1, Number(jump))), pageSize);
          setJump('');
        }}
      />
    </div>
  );
}
