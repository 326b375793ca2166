import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export interface CarouselDotsProps {
  slides: number;
  /** The slide shown. */
  slide: number;
  perSlide: number;
  /** Cards in the carousel. */
  total: number;
  onGo(slide: number): void;
}

/**
 * One dot per slide, the shown one long. Kept apart from the cards so that a poll, which changes figures and
 * not the number of cards, does not lay out and word fifty dots again.
 */
export const CarouselDots = memo(function CarouselDots({ slides, slide, perSlide, total, onGo }: CarouselDotsProps) {
  const { t } = useTranslation();
  if (slides <= 1) return null;
  return (
    <div className="portal-carousel-dots" role="tablist">
      {Array.from({ length: slides }, (_, s) => (
        <button
          key={s}
          type="button"
          role="tab"
          className={s === slide ? 'active' : undefined}
          aria-selected={s === slide}
          aria-label={t('widget.carousel.slide', { from: s * perSlide + 1, to: Math.min(total, (s + 1) * perSlide), total })}
          onClick={() => onGo(s)}
        />
      ))}
    </div>
  );
});
